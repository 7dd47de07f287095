import type { FastifyBaseLogger } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * Database errors, as the rest of the server sees them (docs/decisions/016-outages-metrics-proxies.md).
 *
 * - In logs, a failed query is its SQLSTATE, the constraint/table/column it
 *   names and the SQL's shape (placeholders, never the bound values); never
 *   drizzle's message ("Failed query: … params: …"), the driver's message or
 *   detail, which quote values ("Key (phone)=(138…) already exists").
 * - A connection failure (refused, reset, terminated, the pool's timeout,
 *   SQLSTATE classes 08 and 57P, too many connections) means the database is
 *   unreachable: the call answers 503 SERVICE_UNAVAILABLE with Retry-After,
 *   and the outage is logged once per interval with a count, not per request.
 */
interface DbErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  query?: unknown;
  params?: unknown;
  message?: unknown;
  cause?: unknown;
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /Client has encountered a connection error/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end/i,
];
const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/** the errors of a chain (err, err.cause, …) */
function chain(err: unknown): DbErrorFields[] {
  const out: DbErrorFields[] = [];
  let e: unknown = err;
  while (e && typeof e === 'object' && out.length < 5) {
    out.push(e as DbErrorFields);
    e = (e as DbErrorFields).cause;
  }
  return out;
}

/** Is this error (or its cause) from the database driver or the query builder? */
export function isDatabaseError(err: unknown): boolean {
  return chain(err).some((e) => typeof e.query === 'string' || isSqlState(e.code) || isUnavailable(e));
}

function isUnavailable(e: DbErrorFields): boolean {
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || UNAVAILABLE_SQLSTATES.has(e.code) || e.code.startsWith('08'))) return true;
  return typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(e.message as string));
}

/** The database cannot be reached: a connection failure, not a failed query. */
export function isDatabaseUnavailable(err: unknown): boolean {
  return chain(err).some(isUnavailable);
}

/** What a log line may say about a database error: codes and names, the SQL's shape, the stack frames. */
export function databaseErrorForLog(err: unknown): SerializedError {
  const links = chain(err);
  const pick = (key: keyof DbErrorFields) => links.map((e) => e[key]).find((v) => typeof v === 'string') as string | undefined;
  const sqlstate = links.map((e) => e.code).find((c) => typeof c === 'string') as string | undefined;
  const query = pick('query');
  const stack = (err as { stack?: unknown }).stack;
  const unavailable = isDatabaseUnavailable(err);
  return {
    type: 'DatabaseError',
    message: unavailable ? `database unreachable (${sqlstate ?? 'no code'})` : `query failed (${sqlstate ?? 'no code'})`,
    sqlstate,
    constraint: pick('constraint'),
    table: pick('table'),
    column: pick('column'),
    query: query ? query.replace(/\s+/g, ' ').slice(0, 300) : undefined,
    unavailable: unavailable || undefined,
    stack:
      typeof stack === 'string'
        ? stack
            .split('\n')
            .filter((l) => /^\s+at /.test(l))
            .join('\n')
        : '',
  };
}

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** pino's `err` serializer: database errors without their values, everything else as usual. */
export function serializeError(err: Error): SerializedError {
  if (isDatabaseError(err)) return databaseErrorForLog(err);
  return stdSerializers.err(err) as SerializedError;
}

export const OUTAGE_LOG_INTERVAL_MS = 10_000;
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** Logs an outage once per interval: the first failure at once, then one line per interval with the count since. */
export function outageReporter(intervalMs = OUTAGE_LOG_INTERVAL_MS, clock: () => number = Date.now) {
  let lastLogged = -Infinity;
  let suppressed = 0;
  return (log: FastifyBaseLogger, err: unknown) => {
    const now = clock();
    if (now - lastLogged < intervalMs) {
      suppressed++;
      return;
    }
    log.error({ err, failuresSinceLastLine: suppressed }, 'database unreachable: answering 503 until it is back');
    lastLogged = now;
    suppressed = 0;
  };
}
