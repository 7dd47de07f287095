/**
 * What this process writes to the database, told to listeners around each write (Database.onWrite): what keeps a
 * cache of read answers honest (platform/answer-cache.ts, decision 041). A listener learns WHICH tables a write
 * changed, so that a write no kept answer shows (a session's last-seen touch, an SMS code) need not empty the cache.
 */

/** the tables a write changed; ANY_TABLE among them: it could not be told (DDL, COPY, a statement of several) */
export type Written = ReadonlySet<string>;
export const ANY_TABLE = '*';

/** A statement that changes data (a read never starts with these words; a `with` that writes names its verb). */
const WRITES = /^\s*(?:insert|update|delete|truncate|merge|copy|alter|drop|create)\b|^\s*with\b[\s\S]*\b(?:insert|update|delete)\b/i;
/** the one table a plain insert, update or delete names first (Drizzle quotes it) */
const TARGET = /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?[\s(]/i;
const COMMIT = /^\s*(?:commit|end)\b/i;
const BEGIN = /^\s*(?:begin|start)\b/i;

/** What a statement writes (the tables), null when it writes nothing. */
export function writtenBy(text: string): Written | null {
  if (!WRITES.test(text)) return null;
  const target = TARGET.exec(text)?.[1];
  // a second statement in the same text (migrations, exec) could write anything
  return new Set([target && !/;\s*\S/.test(text) ? target.toLowerCase() : ANY_TABLE]);
}

export interface WriteWatch {
  onWrite(listener: (written: Written) => void): () => void;
  /**
   * A statement about to run on one connection (`pending`: that connection's tables written since its transaction
   * began): what to tell the listeners before and after it runs — the tables it writes, or at a commit the tables its
   * transaction wrote — or null (a read, nothing to tell).
   */
  classify(text: unknown, pending: Set<string>): Written | null;
  /** run a statement, telling the listeners `written` before it and again when it has run (or failed) */
  around<T>(written: Written | null, run: () => T): T;
  tell(written: Written): void;
}

export function writeWatch(): WriteWatch {
  const listeners = new Set<(written: Written) => void>();
  const tell = (written: Written) => {
    for (const l of listeners) l(written);
  };
  return {
    onWrite(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    classify(text, pending) {
      if (listeners.size === 0 || typeof text !== 'string') return null;
      if (COMMIT.test(text)) {
        const written = new Set(pending);
        pending.clear();
        return written;
      }
      if (BEGIN.test(text)) {
        // a transaction starts: forget what came before (autocommitted writes told already; a rolled-back transaction
        // is forgotten here, not at its rollback, which may be only to a savepoint of a transaction that goes on)
        pending.clear();
        return null;
      }
      const written = writtenBy(text);
      if (written) for (const t of written) pending.add(t);
      return written;
    },
    around(written, run) {
      if (!written) return run();
      tell(written);
      const result = run();
      if (result && typeof (result as { then?: unknown }).then === 'function')
        (result as unknown as Promise<unknown>).then(
          () => tell(written),
          () => tell(written),
        );
      return result;
    },
    tell,
  };
}
