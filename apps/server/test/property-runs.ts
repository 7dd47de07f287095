import fc from 'fast-check';

/**
 * How many cases a property-based or fuzz suite runs (docs/architecture.md "Test sets"): a CI-sized number on every
 * change, the long version with `npm run test:long` (TEST_LONG=1) before a release. fast-check prints the seed and
 * path of a failure; `FC_SEED=<seed> FC_PATH=<path>` replays it (set here for every property of the run).
 */
export const longRun = process.env.TEST_LONG === '1';

export function propertyRuns(ci: number, long: number): number {
  return longRun ? long : ci;
}

if (process.env.FC_SEED) {
  fc.configureGlobal({
    seed: Number(process.env.FC_SEED),
    ...(process.env.FC_PATH ? { path: process.env.FC_PATH } : {}),
  });
}
