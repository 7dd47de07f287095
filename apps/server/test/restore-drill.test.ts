// @engine-parity: export and import of a whole database
// @isolated: unsets TEST_DATABASE_URL while it restores into PGlite
import { createReadStream, createWriteStream, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { requestBackup, serveBackups, type BackupServer } from '../src/db/dump/backup-socket.js';
import { exportDump } from '../src/db/dump/export.js';
import { importDump, ImportRefused } from '../src/db/dump/import.js';
import { rowsOf } from '../src/db/migrations.js';
import { memorySms } from '../src/modules/accounts/sms.provider.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../src/modules/demo/demo.service.js';
import { demoSeedSteps } from '../src/modules/index.js';
import { localDiskStorage } from '../src/platform/storage.js';
import { zip } from '../src/modules/files/files.fixtures.js';
import { Agent, createTestApp, type TestApp } from './harness.js';

/**
 * The restore drill (issue 13, decision 039): a demo installation with files is backed up through the running
 * server's backup socket, restored into a fresh embedded database (and a fresh PostgreSQL database, then back, when
 * TEST_DATABASE_URL is set), started, and every one of a set of calls answers the same as on the original — members,
 * balances, bills, tasks, messages and file bytes; sessions made before the backup still work after it.
 */
const BIG = '9007199254740993'; // 2^53 + 1: a JavaScript number cannot hold it

type Role = 'designer' | 'business' | 'admin';
const probes: { role: Role | 'anonymous'; call: string; body?: object }[] = [
  ...(['designer', 'business', 'admin'] as const).flatMap((role) => [
    { role, call: 'Member/userInfo' },
    { role, call: 'Applycash/limits' },
    { role, call: 'Bills/transaction', body: { page: 1, pageSize: 50 } },
    { role, call: 'Tipcenter/getList', body: { page: 1, pageSize: 50 } },
  ]),
  { role: 'designer', call: 'Taskcenter/designerTaskList', body: { page: 1, pageSize: 50 } },
  { role: 'business', call: 'Taskcenter/businessTaskList', body: { page: 1, pageSize: 50 } },
  { role: 'admin', call: 'Admin/dashboard' },
  { role: 'anonymous', call: 'Taskcenter/getBusinesTask', body: { page: 1, pageSize: 50 } },
  { role: 'anonymous', call: 'Taskcenter/homeStats' },
  { role: 'anonymous', call: 'Common/siteCounts' },
];

async function login(app: TestApp['app'], role: Role): Promise<Agent> {
  const a = new Agent(app);
  const res = await a.call('User/login', { phone: DEMO_ACCOUNTS[role].phone, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return a;
}

/** What a client sees: every probe's answer, and the bytes of the delivered model's preview and the uploaded file. */
async function observe(app: TestApp['app'], fileIds: string[]) {
  const agents: Record<string, Agent> = { anonymous: new Agent(app) };
  for (const role of ['designer', 'business', 'admin'] as const) agents[role] = await login(app, role);
  const answers: Record<string, unknown> = {};
  for (const p of probes) {
    const res = await agents[p.role]!.call(p.call, p.body ?? {});
    expect(res.status, `${p.role} ${p.call}`).toBe(200);
    answers[`${p.role} ${p.call}`] = res.body.data;
  }
  const files: Record<string, string> = {};
  for (const id of fileIds) {
    const link = await agents.business!.call('File/link', { fileId: id });
    expect(link.status).toBe(200);
    const res = await agents.business!.get(link.body.data.url);
    expect(res.status).toBe(200);
    files[id] = Buffer.from(res.raw.rawPayload).toString('base64');
  }
  return { answers, files };
}

async function bigValues(db: Database['db']) {
  const [r] = await rowsOf<{ price: string | null; seq: string }>(
    db.execute(sql`select (select price::text from quote_invites order by id limit 1) as price,
                          (select last_value::text from ledger_entries_id_seq) as seq`),
  );
  return r!;
}

describe('restore drill: back up a running demo installation, restore it elsewhere, serve the same', () => {
  let t: TestApp;
  let backups: BackupServer | undefined;
  const work = mkdtempSync(path.join(os.tmpdir(), 'bh-drill-'));
  const dump = path.join(work, 'backup.tar');
  let before: Awaited<ReturnType<typeof observe>>;
  let fileIds: string[] = [];
  let sessionCookies: Map<string, string>;

  beforeAll(async () => {
    // the source is an embedded installation on every engine: moving off it is what the dump is for
    const serverUrl = process.env.TEST_DATABASE_URL;
    delete process.env.TEST_DATABASE_URL;
    try {
      t = await createTestApp({ DATA_DIR: work });
    } finally {
      if (serverUrl) process.env.TEST_DATABASE_URL = serverUrl;
    }
    expect(await seedDemoData(t.app.ctx, t.app.log, demoSeedSteps)).toBe(true);
    const business = await login(t.app, 'business');
    sessionCookies = new Map(business.cookies);
    const up = await business.upload('attachment', 'brief.zip', zip([['brief.txt', randomBytes(200_000).toString('base64')]]), 'application/zip');
    expect(up.status).toBe(200);
    fileIds = [up.body.data.fileId];
    // values past 2^53 in a bigint column and a bigserial's sequence
    await t.app.ctx.db.execute(sql`update quote_invites set price = ${sql.raw(BIG)} where id = (select min(id) from quote_invites)`);
    await t.app.ctx.db.execute(sql`select setval('ledger_entries_id_seq', ${sql.raw(BIG)})`);
    before = await observe(t.app, fileIds);

    backups = await serveBackups(t.app.ctx.database, t.app.ctx.storage, work, t.app.log);
    expect(backups).toBeDefined();
    const out = createWriteStream(dump);
    // the site keeps answering while the backup is taken
    const [, during] = await Promise.all([requestBackup(work, out), new Agent(t.app).call('Taskcenter/homeStats', {})]);
    expect(during.status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await backups?.close();
    await t?.close();
    await rm(work, { recursive: true, force: true });
  });

  /** import `file` into the empty `target`, start the app on it and compare; `then` runs on the restored database */
  async function restoreAndCompare(target: { databaseUrl?: string; dataDir: string }, file = dump, then?: (database: Database) => Promise<void>) {
    const database = await openDatabase({ ...target, migrate: false });
    const storage = localDiskStorage(path.join(target.dataDir, 'files'));
    try {
      const report = await importDump(database, storage, createReadStream(file));
      expect(report.tables.every((x) => x.found === x.expected)).toBe(true);
      expect(report.tables.find((x) => x.name === 'members')!.found).toBeGreaterThan(3);
      expect(report.ledger.found).toEqual(report.ledger.expected);
      expect(report.ledger.found.entriesSum).toBe('0');
      expect(report.files.count).toBeGreaterThan(1);
      expect(await bigValues(database.db)).toEqual(await bigValues(t.app.ctx.db));

      const config = loadConfig({ DATA_DIR: target.dataDir, DEMO_DATA: '0', LOG_LEVEL: 'silent', PAYMENT_SANDBOX: '0' });
      const app = await buildApp(config, { database, sms: memorySms(), web: false });
      await app.ready();
      try {
        expect(await observe(app, fileIds)).toEqual(before);
        // a session made before the backup is still valid after the move
        const kept = new Agent(app);
        kept.cookies = new Map(sessionCookies);
        expect((await kept.call('Member/userInfo', {})).body.data.mobile).toBe(DEMO_ACCOUNTS.business.phone);
      } finally {
        await app.close();
      }
      // a second import into what is now a full database is refused, and changes nothing
      await expect(importDump(database, storage, createReadStream(file))).rejects.toThrow(ImportRefused);
      await then?.(database);
    } finally {
      await database.close();
    }
  }

  it('restores into a fresh embedded database', async () => {
    await restoreAndCompare({ dataDir: mkdtempSync(path.join(work, 'pglite-')) });
  }, 180_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'restores into a fresh PostgreSQL database, and from there into a fresh embedded one',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const name = `bh_drill_${process.pid}_${randomBytes(3).toString('hex')}`;
      const admin = async (q: string) => {
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(q).finally(() => c.end());
      };
      await admin(`CREATE DATABASE ${name}`);
      try {
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const pgDir = mkdtempSync(path.join(work, 'pg-'));
        // embedded → PostgreSQL, then the PostgreSQL installation exported and back into a fresh embedded one
        const again = path.join(work, 'from-postgres.tar');
        await restoreAndCompare({ databaseUrl: url.toString(), dataDir: pgDir }, dump, async (database) => {
          const manifest = await exportDump(database, localDiskStorage(path.join(pgDir, 'files')), createWriteStream(again));
          expect(manifest.source).toBe('postgres');
        });
        await restoreAndCompare({ dataDir: mkdtempSync(path.join(work, 'back-')) }, again);
      } finally {
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
    180_000,
  );

  it('an export cut short is refused and leaves the target empty', async () => {
    const { size } = await import('node:fs/promises').then((fs) => fs.stat(dump));
    const dataDir = mkdtempSync(path.join(work, 'cut-'));
    const database = await openDatabase({ dataDir, migrate: false });
    try {
      await expect(
        importDump(database, localDiskStorage(path.join(dataDir, 'files')), createReadStream(dump, { end: Math.floor(size * 0.9) })),
      ).rejects.toThrow();
      const [m] = await rowsOf<{ n: number }>(database.db.execute(sql`select count(*)::int as n from members`));
      expect(m!.n).toBe(0);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('a direct export of the same database holds the same rows', async () => {
    const other = path.join(work, 'direct.tar');
    const manifest = await exportDump(t.app.ctx.database, t.app.ctx.storage, createWriteStream(other));
    expect(manifest.tables.find((x) => x.name === 'members')!.rows).toBeGreaterThan(3);
    expect(manifest.sequences.ledger_entries_id_seq).toBe(BIG);
  }, 120_000);
});
