// @engine-parity: the admin command against the embedded database's folder
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { openTestDatabase } from '../../test/database.js';
import { openDatabase, type Database, type Db } from '../db/client.js';
import { auditLog, members } from '../db/schema/index.js';
import { createMember } from '../modules/accounts/members.service.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The command runs as its own process against a real database: a temporary
 * embedded one (DATA_DIR), or — when TEST_DATABASE_URL is set — a fresh
 * PostgreSQL database (DATABASE_URL).
 */
interface Target {
  env: Record<string, string>;
  withDb<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bh-cli-'));
  return {
    env: { DATA_DIR: dataDir },
    async withDb(fn) {
      // one process at a time may open an embedded database: open, use, close
      const database = await openDatabase({ dataDir });
      try {
        return await fn(database.db);
      } finally {
        await database.close();
      }
    },
    close: async () => undefined,
  };
}

async function postgresTarget(): Promise<Target> {
  const database: Database & { url?: string } = await openTestDatabase();
  return { env: { DATABASE_URL: database.url! }, withDb: (fn) => fn(database.db), close: () => database.close() };
}

function run(target: Target | null, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), LOG_LEVEL: 'warn', ...(target?.env ?? {}) };
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], { cwd: serverDir, env, timeout: 110_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

const BUSINESS = '13500000001';
let target: Target;
let cardno: string;

beforeAll(async () => {
  target = process.env.TEST_DATABASE_URL ? await postgresTarget() : await pgliteTarget();
  cardno = await target.withDb(
    async (db) => (await createMember(db, { phone: BUSINESS, password: 'Passw0rd1', role: 'business', nickname: 'Expo Co' })).cardno,
  );
});
afterAll(async () => target?.close());

const memberRow = () => target.withDb(async (db) => (await db.select().from(members).where(eq(members.phone, BUSINESS)))[0]!);
const auditRows = () => target.withDb((db) => db.select().from(auditLog).orderBy(asc(auditLog.id)));

describe('npm run admin', { timeout: 240_000 }, () => {
  it('refuses bad usage, a bad phone and a bad role with exit code 2', async () => {
    const usage = await run(null);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage: npm run admin -- grant <phone>');
    expect((await run(null, 'promote', BUSINESS)).code).toBe(2);
    const phone = await run(null, 'grant', '12345');
    expect(phone.code).toBe(2);
    expect(phone.stderr).toContain('"12345" is not a mainland mobile number');
    const role = await run(null, 'revoke', BUSINESS, 'king');
    expect(role.code).toBe(2);
    expect(role.stderr).toContain('"king" is not a role');
  });

  it('says so and exits 1 for a phone nobody has', async () => {
    const r = await run(target, 'grant', '13999999999');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('No member has the phone number 13999999999');
    expect(await auditRows()).toEqual([]);
  });

  it('grants admin (audited with the member as actor), then does nothing the second time', async () => {
    const r = await run(target, 'grant', `+86${BUSINESS}`);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`Granted: Expo Co (cardno ${cardno}, phone ${BUSINESS}) is now an admin (was business).\n`);
    const m = await memberRow();
    expect(m.role).toBe('admin');
    const entries = await auditRows();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: m.id,
      action: 'member.grant_admin',
      target: cardno,
      reason: 'command line',
      detail: { from: 'business' },
    });

    const again = await run(target, 'grant', BUSINESS);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Nothing to do');
    expect(await auditRows()).toHaveLength(1);
  });

  it('revokes back to the role held before the grant', async () => {
    const r = await run(target, 'revoke', BUSINESS);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('is no longer an admin; role is now business');
    expect((await memberRow()).role).toBe('business');
    const entries = await auditRows();
    expect(entries.at(-1)).toMatchObject({ action: 'member.revoke_admin', target: cardno, reason: 'command line', detail: { to: 'business' } });
  });
});
