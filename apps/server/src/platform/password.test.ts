import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashSecret, PASSWORD_COST, TEST_PASSWORD_COST, useTestHashCost, verifySecret } from './password.js';

/**
 * The hash cost (docs/ci.md, issue 30): production hashes passwords and PINs with argon2id at `PASSWORD_COST`; the
 * server's tests at `TEST_PASSWORD_COST` (test/setup.ts). argon2 writes the parameters into the hash, so either
 * verifies at the other, and the tests' cost cannot be switched on outside Vitest.
 */
const passwordModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'password.ts');
const params = (h: string) => h.split('$')[3];

describe('the password hash cost', () => {
  it('production is argon2id m=19456 KiB, t=2, p=1; the tests m=256, t=1, p=1', async () => {
    expect(PASSWORD_COST).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(TEST_PASSWORD_COST).toEqual({ memoryCost: 256, timeCost: 1, parallelism: 1 });
    expect(await hash('Secret123', PASSWORD_COST)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // this process runs the server's test setup: hashSecret is at the tests' cost
    expect(await hashSecret('Secret123')).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
  });

  it('a hash at either cost verifies at the other; a wrong password does not', async () => {
    const atProduction = await hash('Secret123', PASSWORD_COST);
    const atTests = await hashSecret('Secret123');
    expect(params(atProduction)).toBe('m=19456,t=2,p=1');
    expect(params(atTests)).toBe('m=256,t=1,p=1');
    expect(await verifySecret(atProduction, 'Secret123')).toBe(true);
    expect(await verifySecret(atTests, 'Secret123')).toBe(true);
    expect(await verifySecret(atProduction, 'Secret124')).toBe(false);
    expect(await verifySecret(atTests, 'Secret124')).toBe(false);
    expect(await verifySecret('not a hash', 'Secret123')).toBe(false);
  });

  it('refuses the tests’ cost outside Vitest', () => {
    const vitest = process.env.VITEST;
    delete process.env.VITEST;
    try {
      expect(() => useTestHashCost()).toThrow(/Vitest only/);
    } finally {
      process.env.VITEST = vitest;
    }
    expect(() => useTestHashCost()).not.toThrow();
  });

  it('a process outside Vitest hashes at production’s cost and refuses the tests’', () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(VITEST|NODE_OPTIONS)/.test(k)));
    const script = `const p = await import(${JSON.stringify(passwordModule)});
let refused = false; try { p.useTestHashCost(); } catch { refused = true; }
process.stdout.write(JSON.stringify({ hash: await p.hashSecret('Secret123'), refused }));`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env, encoding: 'utf8' });
    const { hash: made, refused } = JSON.parse(out) as { hash: string; refused: boolean };
    expect(params(made)).toBe('m=19456,t=2,p=1');
    expect(refused).toBe(true);
  });
});
