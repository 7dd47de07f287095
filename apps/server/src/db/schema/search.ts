import { customType } from 'drizzle-orm/pg-core';

/**
 * A full-text search column (PostgreSQL `tsvector`). Filled with
 * `to_tsvector('simple', <tokens>)` where the tokens come from
 * `searchTokens()` in lib/search.ts (CJK bigrams + lower-cased words), and
 * indexed with GIN. Works on PGlite and PostgreSQL without extensions.
 */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'tsvector';
  },
});
