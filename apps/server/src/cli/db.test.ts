import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { serveBackups } from '../db/dump/backup-socket.js';
import { localDiskStorage } from '../platform/storage.js';
import { createMember } from '../modules/accounts/members.service.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm run db -- …` as its own process, on temporary embedded databases (the engines are covered by test/restore-drill.test.ts). */
function run(args: string[], env: Record<string, string>): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/db.ts', ...args],
      { cwd: serverDir, env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout, err: stderr }),
    );
  });
}

describe('npm run db', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'bh-dbcli-'));
  const source = path.join(work, 'a');
  const target = path.join(work, 'b');
  const dump = path.join(work, 'a.tar');
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('refuses bad usage with exit code 2', async () => {
    const r = await run(['frobnicate', 'x'], { DATA_DIR: source });
    expect(r.code).toBe(2);
    expect(r.err).toContain('usage: npm run db -- export <file>');
  }, 120_000);

  it('exports, imports with a checked report, and refuses a second import into the now full database', async () => {
    const db = await openDatabase({ dataDir: source });
    await createMember(db.db, { phone: '13800000042', password: 'Secret123', role: 'business', nickname: 'Mover' }, new Date());
    await db.close();

    const exported = await run(['export', dump], { DATA_DIR: source });
    expect(exported, exported.err).toMatchObject({ code: 0 });
    expect(statSync(dump).mode & 0o777).toBe(0o600);
    expect((await run(['export', dump], { DATA_DIR: source })).code).toBe(2); // never overwrites

    const imported = await run(['import', dump], { DATA_DIR: target });
    expect(imported.code, imported.err).toBe(0);
    expect(imported.out).toMatch(/members\s+1\s+ok/);
    expect(imported.out).toContain('Counts, ledger totals and every balance match the dump.');

    const again = await run(['import', dump], { DATA_DIR: target });
    expect(again.code).toBe(3);
    expect(again.err).toContain('the target database is not empty: members has 1 rows');
  }, 300_000);

  it('backs up through the running server when one holds the embedded database', async () => {
    const database = await openDatabase({ dataDir: source });
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const server = await serveBackups(database, localDiskStorage(path.join(source, 'files')), source, log);
    try {
      const file = path.join(work, 'backup.tar');
      const r = await run(['backup', file], { DATA_DIR: source });
      expect(r.code, r.err).toBe(0);
      expect(r.out).toContain('A server is running on');
      expect(existsSync(file)).toBe(true);
    } finally {
      await server?.close();
      await database.close();
    }
  }, 120_000);
});
