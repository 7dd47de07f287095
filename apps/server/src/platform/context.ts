import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { Storage } from './storage.js';
import type { SmsProvider } from '../modules/accounts/sms.provider.js';
import type { LiveHub } from '../modules/messages/live.hub.js';

/** What the modules share: built once in buildApp and handed to services as arguments. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  storage: Storage;
  sms: SmsProvider;
  live: LiveHub;
  /** the current time; tests move it forward to expire codes and sessions */
  now: () => Date;
}

/** The logged-in member as the guard sees it. */
export interface Viewer {
  id: number;
  cardno: string;
  role: 'designer' | 'business' | 'factory' | 'admin';
  banned: boolean;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** resolved lazily from the session cookie; null when not logged in */
    viewer?: Viewer | null;
  }
}
