/**
 * Test-only pauses inside money transactions, so a test can kill the server
 * process (SIGKILL) in the middle of one and check the ledger afterwards
 * (wallet.crash.test.ts). Honoured only when NODE_ENV is `test` and
 * BH_TEST_PAUSE_AT names the point; anywhere else a no-op.
 */
export type CrashPoint = 'withdraw' | 'withdraw-review' | 'withdraw-payout' | 'recharge-review' | 'identity-review';

export async function crashPoint(point: CrashPoint): Promise<void> {
  if (process.env.NODE_ENV !== 'test' || process.env.BH_TEST_PAUSE_AT !== point) return;
  process.stderr.write(`BH_TEST_PAUSED ${point}\n`);
  await new Promise((resolve) => setTimeout(resolve, 120_000));
}
