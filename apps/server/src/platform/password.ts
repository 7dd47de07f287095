import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id at production's cost: m=19 MiB, t=2, p=1 (OWASP's minimum; the library's defaults, written out). */
export const PASSWORD_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const satisfies Options;
/**
 * The server's tests' cost: argon2id at its smallest memory and one pass (0.1 ms a hash instead of ~20 ms of CPU; every
 * registered member, login, PIN set and PIN payment of the server's tests hashes or verifies). argon2 writes the
 * parameters into the hash, so a hash made at either cost verifies at the other.
 */
export const TEST_PASSWORD_COST = { memoryCost: 256, timeCost: 1, parallelism: 1 } as const satisfies Options;

let cost: Options = PASSWORD_COST;

/**
 * Switches this process to `TEST_PASSWORD_COST` (the server's test setup, test/setup.ts); refuses outside Vitest, so a
 * server never hashes at the tests' cost. A server the tests start as its own process keeps production's cost.
 */
export function useTestHashCost(): void {
  if (!process.env.VITEST) throw new Error('useTestHashCost: the tests’ hash cost is for Vitest only');
  cost = TEST_PASSWORD_COST;
}

/** argon2id at the process's cost (production's unless the tests switched it). */
export const hashSecret = (plain: string) => hash(plain, cost);
export async function verifySecret(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}
/** a hash of nothing, verified against on unknown phones so both paths take the same time */
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashSecret('not-a-real-password-0'));
