import type { AnswerCache } from './answer-cache.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '@boothhub/shared';
import type { CodePurpose } from '@boothhub/shared/contracts/account';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { Storage } from './storage.js';

/** What the modules share: built once in buildApp and handed to services as arguments. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  storage: Storage;
  sms: SmsProvider;
  live: LiveHub;
  /** answers of shared public reads, kept a moment and emptied by every write (platform/answer-cache.ts) */
  answers: AnswerCache;
  /** the pages whose first call's answer comes with the document, by path (platform/web.ts, decision 046) */
  documentAnswers: Map<string, DocumentAnswer>;
  /** the current time; tests move it forward to expire codes and sessions */
  now: () => Date;
  /** who is logged in on this request (the accounts module's session reader, handed in by buildApp) */
  readViewer: (req: FastifyRequest) => Promise<Viewer | null>;
}

/**
 * A page's first call as its address asks for it (`call` its path under /api/, `body` as the web client sends it), or
 * null when the address asks for nothing the server should answer ahead (decision 046).
 */
export type DocumentAnswer = (params: URLSearchParams) => { call: string; body: unknown } | null;

/** What a handler of a registered call receives besides its body (`platform/calls.ts`). */
export interface CallContext<V extends Viewer | null = Viewer | null> {
  ctx: AppContext;
  req: FastifyRequest;
  reply: FastifyReply;
  viewer: V;
  lang: Lang;
}

export interface SmsMessage {
  phone: string;
  /** empty for a notice that carries no code (a taken phone told that someone tried it, decision 058) */
  code: string;
  purpose: CodePurpose;
  text: string;
}

/** Delivers SMS codes. Chosen by SMS_PROVIDER (`modules/accounts/sms.provider.ts`); tests use `memorySms`. */
export interface SmsProvider {
  name: string;
  send(msg: SmsMessage): Promise<void>;
}

/**
 * Fans "something changed for member N" out to that member's open event
 * streams on every server instance, through PostgreSQL LISTEN/NOTIFY
 * (PGlite supports the same in one process). Built by `modules/messages/live.hub.ts`.
 */
export interface LiveHub {
  start(): Promise<void>;
  /** call inside the transaction that made the change: delivered on commit */
  signal(db: Db, memberId: number): Promise<void>;
  subscribe(memberId: number, onChange: () => void): () => void;
  close(): Promise<void>;
  connections(): number;
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
