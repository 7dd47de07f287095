/**
 * The calls that spend a member's coins (take them from their available balance: a task's budget into escrow, a
 * service package, a paid model, a withdrawal's hold). Each REQUIRES an `Idempotency-Key` (400
 * `IDEMPOTENCY_KEY_REQUIRED` without one; docs/rules/api.md, decisions 006 and 057): without it a retry, a double
 * click or twenty parallel requests would each pay. The one list: the server reads it (platform/idempotency.ts), and
 * apps/server/test/spending-keys.test.ts checks it against the route registry — every call that asks for the payment
 * PIN is here, and every call here refuses to run without a key. Each is also `idempotent` in its contract.
 */
export const SPENDS_COINS: ReadonlySet<string> = new Set([
  'Taskcenter/businessTaskPay',
  'Service/serviceBuy',
  'Modelcenter/dnldModel',
  'Applycash/postNew',
]);

export const spendsCoins = (path: string): boolean => SPENDS_COINS.has(path);
