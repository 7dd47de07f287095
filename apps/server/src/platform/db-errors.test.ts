// @engine-parity: each engine's errors mapped to the envelope
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loadConfig } from '../config.js';
import type { Database, Db } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import { buildApp } from '../app.js';
import { PassThrough } from 'node:stream';
import { OUTAGE_RETRY_AFTER_SECONDS } from './db-errors.js';

/** Database errors in logs and answers (issue 15 items 7 and 9). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('a failed query in the log', () => {
  it('carries its SQLSTATE and shape, never the bound values or the message quoting them', async () => {
    const phone = '13912340000';
    const err = await t.app.ctx.db.execute(sql`select ${phone}::integer as n`).catch((e: unknown) => e);
    expect(String(err)).toContain(phone); // drizzle's own message would have leaked it
    t.app.log.error({ err }, 'unexpected error');
    const line = t.logs.at(-1)!;
    expect(line).not.toContain(phone);
    expect(JSON.parse(line).err).toMatchObject({ type: 'DatabaseError', sqlstate: expect.stringMatching(/^22/), query: 'select $1::integer as n' });
  });
});

/** A server whose PostgreSQL pool points at a closed port: every connection is refused. */
async function appWithDeadDatabase() {
  const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', max: 2 });
  pool.on('error', () => undefined);
  const database: Database = {
    db: drizzle({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    listen: async () => async () => undefined,
    onWrite: () => () => undefined,
    migrate: async () => undefined,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
  const logs: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (c: Buffer) => logs.push(...c.toString('utf8').split('\n').filter(Boolean)));
  const config = loadConfig({ DATA_DIR: t.config.dataDir, DEMO_DATA: '0', LOG_LEVEL: 'info' });
  const app = await buildApp(config, { database, logStream, web: false });
  await app.ready();
  return { app, logs, close: async () => (await app.close(), await database.close()) };
}

describe('the database unreachable', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After, and logs the outage once, not per request', async () => {
    const dead = await appWithDeadDatabase();
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          dead.app.inject({
            method: 'POST',
            url: '/api/Taskcenter/getBusinesTask',
            payload: { city: '上海' },
            headers: { cookie: 'bh_session=abc' },
          }),
        ),
      );
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers['retry-after']).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
        expect(JSON.parse(res.body)).toMatchObject({ errCode: 'failed', success: false, errorCode: 'SERVICE_UNAVAILABLE', showType: 1, data: null });
        expect(res.body).not.toMatch(/select|ECONNREFUSED|\n\s+at /i);
      }
      const outageLines = dead.logs.filter((l) => l.includes('database unreachable'));
      expect(outageLines).toHaveLength(1);
      expect(dead.logs.filter((l) => /"level":50/.test(l))).toHaveLength(1);
      expect(dead.logs.join('\n')).not.toMatch(/select "|上海/);
    } finally {
      await dead.close();
    }
  });
});
