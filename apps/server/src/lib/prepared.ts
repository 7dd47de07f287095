import { Column, getTableName, is, SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * A statement built once per database handle and reused: Drizzle's query
 * building (walking the selection, escaping names, ordering fields) cost a
 * fifth of the server's time on the hottest reads (docs/performance.md), and
 * a named prepared statement is also parsed and planned once per connection
 * by PostgreSQL. For fixed-shape reads by key only (placeholders for the
 * values); a transaction's handle builds its own.
 */
const built = new WeakMap<object, Map<string, unknown>>();

export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let mine = built.get(db);
  if (!mine) built.set(db, (mine = new Map()));
  let statement = mine.get(name) as T | undefined;
  if (statement === undefined) mine.set(name, (statement = fastRows(build(db))));
  return statement;
}

// ---- rows mapped by a mapper made once per statement

/** What Drizzle keeps of a prepared select (both drivers' prepared queries, drizzle-orm 0.45): its fields in order. */
interface DrizzlePrepared {
  fields?: Array<{ path: string[]; field: unknown }>;
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** How Drizzle decodes a selected field's driver value (its mapResultRow's choice, made once here instead of per row). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const f = field as { decoder?: Decoder; sql?: { decoder: Decoder }; _?: { sql: { decoder: Decoder } } };
  return is(field, SQL) ? f.decoder! : (f.sql ?? f._!.sql).decoder;
}

/**
 * Which objects of a row become null, as Drizzle decides (mapResultRow): an object whose first column (of a table) is
 * null, when all its columns are of that table and the table is not known to be there (a left join).
 */
function nullableObjects(fields: Array<{ path: string[]; field: unknown }>, notNullable: Record<string, boolean> | undefined) {
  const first = new Map<string, { index: number; table: string } | false>();
  fields.forEach(({ path, field }, index) => {
    if (!notNullable || path.length !== 2 || !is(field, Column)) return;
    const table = getTableName(field.table);
    const seen = first.get(path[0]!);
    if (seen === undefined) first.set(path[0]!, { index, table });
    else if (seen && seen.table !== table) first.set(path[0]!, false);
  });
  const out = new Map<string, number>();
  for (const [top, f] of first) if (f && !notNullable![f.table]) out.set(top, f.index);
  return out;
}

/**
 * Drizzle maps every row of a prepared select by walking its fields and asking of each, per row, what kind it is
 * (`is`, a prototype walk, and an iterator per path): a third of the server's time on a page of 20 tasks
 * (docs/performance.md). This mapper decides each field's decoder and place once, then fills plain objects; it keeps
 * Drizzle's rules: null stays null, and an object of a left-joined table whose first column is null is null.
 * Statements that are not selects with fields (or a Drizzle whose prepared queries look otherwise) keep Drizzle's own.
 */
export function fastRows<T>(statement: T): T {
  const q = statement as DrizzlePrepared;
  const fields = q.fields;
  if (!fields?.length || q.customResultMapper || !('customResultMapper' in q)) return statement;
  if (fields.some(({ path }) => path.length < 1 || path.length > 2)) return statement;
  const plan = fields.map(({ path, field }) => {
    const decoder = decoderOf(field);
    return { top: path[0]!, leaf: path[1] ?? null, decode: (v: unknown) => decoder.mapFromDriverValue(v) };
  });
  const nullables = nullableObjects(fields, q.joinsNotNullableMap);
  const objects = [...new Set(plan.filter((f) => f.leaf !== null).map((f) => f.top))];
  q.customResultMapper = (rows) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (const top of objects) out[top] = {};
      for (let i = 0; i < plan.length; i++) {
        const f = plan[i]!;
        const raw = row[i];
        const value = raw === null ? null : f.decode(raw);
        if (f.leaf === null) out[f.top] = value;
        else (out[f.top] as Record<string, unknown>)[f.leaf] = value;
      }
      for (const [top, first] of nullables) if (row[first] === null) out[top] = null;
      return out;
    });
  return statement;
}

/**
 * {@link prepared} for a family of statements whose shape a request chooses from a small set (a list's sort, page size
 * and statuses): the first `max` shapes of a family are prepared, named `${family}_${shape}`; any further shape is built
 * and planned each time (`null`), so a client cycling through shapes cannot make PostgreSQL keep thousands of plans per
 * connection. Only for statements whose plan does not depend on the values (no value filters; LIMIT written into the
 * text, since a `LIMIT $1` gets a generic plan for 10 % of the table — docs/performance.md).
 */
export function preparedShape<T>(db: Db, family: string, shape: string, max: number, build: (db: Db, name: string) => T): T | null {
  let mine = built.get(db);
  if (!mine) built.set(db, (mine = new Map()));
  const name = `${family}_${shape}`;
  const known = mine.get(name) as T | undefined;
  if (known !== undefined) return known;
  const counted = `${family} shapes`; // not a statement's name (those are `${family}_${shape}`)
  const count = (mine.get(counted) as number | undefined) ?? 0;
  if (count >= max) return null;
  mine.set(counted, count + 1);
  const statement = fastRows(build(db, name));
  mine.set(name, statement);
  return statement;
}
