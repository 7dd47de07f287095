import { PassThrough } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { spendsCoins } from '@boothhub/shared';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { memorySms } from '../src/modules/accounts/sms.provider.js';
import { openTestDatabase } from './database.js';
import { BOUNDARY, multipartBody } from '../src/modules/files/files.fixtures.js';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';

export interface TestApp {
  app: FastifyInstance;
  sms: ReturnType<typeof memorySms>;
  config: Config;
  /** everything the server logged, one JSON object per line */
  logs: string[];
  /** move the server's clock forward */
  advance(ms: number): void;
  agent(): Agent;
  close(): Promise<void>;
}

/**
 * `web`: serve the web client from the config's WEB_DIST (default off: the API only). `configuredSms`: codes go
 * through SMS_PROVIDER as configured (a gateway's stand-in) instead of `sms`, the memory.
 */
export async function createTestApp(env: Record<string, string> = {}, opts: { web?: boolean; configuredSms?: boolean } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bh-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info', DEMO_DATA: '0', PAYMENT_SANDBOX: '1', ...env });
  const database = await openTestDatabase();
  const sms = memorySms();
  let offset = 0;
  const logs: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logs.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const app = await buildApp(config, {
    database,
    sms: opts.configuredSms ? undefined : sms,
    now: () => new Date(Date.now() + offset),
    logStream,
    web: opts.web ?? false,
  });
  await app.ready();
  return {
    app,
    sms,
    config,
    logs,
    advance(ms) {
      offset += ms;
    },
    agent: () => new Agent(app),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * One app for a test file's tests: created before them with `setup`'s members and data, handed to `take` (the file's
 * `t` and `w`), closed after them — the setup every such file wrote out again.
 */
export function withTestApp<W>(setup: (t: TestApp) => Promise<W>, take: (t: TestApp, w: W) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    take(app, await setup(app));
  });
  afterAll(async () => app?.close());
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

/**
 * Like the web client, a test's agent sends a fresh Idempotency-Key with every call that spends coins (one attempt each),
 * unless the test gives its own; `{ 'idempotency-key': NO_KEY }` sends none (test/spending-keys.test.ts).
 */
export const NO_KEY = '\u0000no key';
export function withSpendingKey(url: string, headers: Record<string, string>): Record<string, string> {
  const given = Object.keys(headers).find((h) => h.toLowerCase() === 'idempotency-key');
  if (given !== undefined) {
    if (headers[given] !== NO_KEY) return headers;
    const { [given]: _none, ...rest } = headers;
    return rest;
  }
  const path = url.split('?')[0]!.replace(/^\/api\//, '');
  return spendsCoins(path) ? { ...headers, 'idempotency-key': `test-${crypto.randomUUID()}` } : headers;
}

/** A client with its own cookie jar: one browser, in tests. */
export class Agent {
  cookies = new Map<string, string>();
  ip = '127.0.0.1';
  constructor(private app: FastifyInstance) {}

  async call<T = any>(callPath: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<CallResult<T>> {
    return this.request('POST', `/api/${callPath}`, body, headers);
  }

  async get<T = any>(url: string, headers: Record<string, string> = {}): Promise<CallResult<T>> {
    return this.request('GET', url, undefined, headers);
  }

  async request<T = any>(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<CallResult<T>> {
    headers = withSpendingKey(url, headers);
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined && typeof body !== 'string' && !Buffer.isBuffer(body) ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body) } : {}),
    });
    this.absorb(res);
    let parsed: unknown = res.body;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, body: parsed as T, headers: res.headers, raw: res };
  }

  /** `POST /api/File/upload` as a browser sends it (multipart: purpose, then the file). */
  async upload<T = any>(purpose: string, filename: string, content: Buffer | Uint8Array, type = 'application/octet-stream') {
    const body = multipartBody([
      { name: 'purpose', value: purpose },
      { name: 'file', filename, content: Buffer.from(content), type },
    ]);
    return this.request<T>('POST', '/api/File/upload', body, { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` });
  }

  absorb(res: LightMyRequestResponse) {
    for (const c of res.cookies) {
      const expired = c.maxAge === 0 || (c.expires && new Date(c.expires).getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
}
