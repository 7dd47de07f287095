import { and, eq, lt } from 'drizzle-orm';
import { DAY_MS, spendsCoins, type Call } from '@boothhub/shared';
import { idempotencyKeys } from '../db/schema/index.js';
import { AppError, isAppError } from './app-error.js';
import type { CallContext } from './context.js';
import { sha256 } from './crypto.js';

/**
 * The Idempotency-Key header (docs/rules/api.md, docs/decisions/006-ledger.md).
 *
 * A call that spends coins (shared `spending.ts`) refuses to run without the
 * header: 400 IDEMPOTENCY_KEY_REQUIRED (decision 057).
 *
 * A call whose contract says `idempotent: true`, made by a logged-in member
 * with an `Idempotency-Key` header, runs inside ONE database transaction that
 * first inserts the key's row and at the end stores the answer in it:
 * - a concurrent duplicate's insert waits on the key's unique index until the
 *   first transaction ends (PostgreSQL), or waits for the one connection
 *   (PGlite); it then finds the finished row and replays its answer;
 * - a crash (or a 5xx) rolls back the effect and the key together, so a retry
 *   runs afresh and completes once;
 * - the same key with another body (or another call) is IDEMPOTENCY_KEY_REUSED;
 * - a refusal (an AppError below 500, e.g. INSUFFICIENT_BALANCE or a wrong
 *   PIN) is stored too: a key names one attempt, and its replays give the same
 *   refusal without counting another wrong PIN. Retry with a new key.
 * Keys are per member and kept 24 hours; an older key counts as new.
 *
 * The handler gets a context whose `ctx.db` is that transaction: services must
 * use `ctx.db` (their own `db.transaction` becomes a savepoint), never a
 * database handle captured elsewhere.
 */
export const IDEMPOTENCY_TTL_MS = DAY_MS;
const KEY_RE = /^[A-Za-z0-9_.:-]{1,100}$/;
export const REPLAY_HEADER = 'idempotent-replayed';

// ---- the key ----

/** keys sorted at every level, so that the same body always hashes alike */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHash = (path: string, body: unknown) => sha256(`${path}\n${canonical(body)}`);

function headerKey(cc: CallContext): string | undefined {
  const raw = cc.req.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (typeof key !== 'string' || !KEY_RE.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
  return key;
}

interface Stored {
  data?: unknown;
  errorCode?: string;
  params?: Record<string, string | number>;
  /** the refusal's machine-readable facts (e.g. INSUFFICIENT_BALANCE's `needed`): a replay answers them too */
  details?: Record<string, unknown>;
}

type Outcome<T> = { kind: 'done'; data: T } | { kind: 'replay'; stored: Stored } | { kind: 'refused'; error: AppError };

/**
 * Run a registered call's handler: through the key's transaction when the
 * call is idempotent and a key was sent, else directly. In the key's
 * transaction a refusal (4xx) is stored and committed together with what the
 * handler committed before it failed (a counted PIN try, paycode.service.ts);
 * a `ctx.db.transaction` that throws (a savepoint here) is rolled back. So an
 * idempotent call's handler makes its effects inside its own transaction.
 */
export async function runCall<T>(call: Call, cc: CallContext, body: unknown, run: (cc: CallContext) => Promise<T>): Promise<T> {
  const key = call.idempotent && cc.viewer ? headerKey(cc) : undefined;
  // a call that spends coins never runs without a key: each retry or parallel copy would pay again (shared spending.ts)
  if (!key && spendsCoins(call.path)) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  if (!key || !cc.viewer) return run(cc);
  const memberId = cc.viewer.id;
  const hash = requestHash(call.path, body);
  const now = cc.ctx.now();

  const outcome = await cc.ctx.db.transaction(async (tx): Promise<Outcome<T>> => {
    const cutoff = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
    await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.memberId, memberId), lt(idempotencyKeys.createdAt, cutoff)));
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ memberId, key, requestHash: hash, status: 'in_progress', createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed.length) {
      // the key's first transaction has committed (a concurrent one waited for it on the insert above)
      const [row] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)))
        .for('update');
      if (row && row.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (row?.status === 'done') return { kind: 'replay', stored: (row.response ?? {}) as Stored };
    }
    const finish = (status: number, response: Stored) =>
      tx
        .update(idempotencyKeys)
        .set({ status: 'done', responseStatus: status, response: response as Record<string, unknown> })
        .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)));
    try {
      const data = await run({ ...cc, ctx: { ...cc.ctx, db: tx } });
      await finish(200, { data: data ?? null });
      return { kind: 'done', data };
    } catch (e) {
      if (!isAppError(e) || e.status >= 500) throw e; // forget the key with everything else
      await finish(e.status, { errorCode: e.code, params: e.params, ...(e.details ? { details: e.details } : {}) });
      return { kind: 'refused', error: e };
    }
  });

  if (outcome.kind === 'done') return outcome.data;
  if (outcome.kind === 'refused') throw outcome.error;
  cc.reply.header(REPLAY_HEADER, 'true');
  const { stored } = outcome;
  if (stored.errorCode) throw new AppError(stored.errorCode as AppError['code'], stored.params ?? {}, stored.details);
  return stored.data as T;
}
