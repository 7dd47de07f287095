import { and, desc, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { pageOffset } from '@boothhub/shared';
import type { Band } from '@boothhub/shared/contracts/catalogue';
import { capTotal, cappedCount, listFingerprint, type PageRequest, type Total } from './paging.js';

/**
 * Keyword search for Chinese and English alike, on an ordinary GIN index
 * (docs/decisions/008-search-bigrams.md). Text is cut into tokens:
 *  - runs of CJK characters → every single character and every pair of
 *    neighbours (上海国际车展 → 上 海 国 际 车 展 上海 海国 国际 际车 车展);
 *  - everything else → lower-cased words of letters and digits (Auto Show → auto show).
 * Documents store `to_tsvector('simple', tokens)`; a query keeps the same
 * tokens and asks for all of them (a CJK keyword of two or more characters
 * by its pairs, a Latin word as a prefix), so 车展 finds 上海国际车展 and
 * "auto" finds "Auto Show" (and "automotive"). The `simple` configuration
 * neither stems nor drops stop words, and needs no extension.
 */

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** a run of CJK characters, or a run of letters/digits */
const PIECE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])[\p{L}\p{N}])+/gu;
/** longest Latin word kept (longer ones are cut: PostgreSQL refuses lexemes over 2 kB anyway) */
const MAX_WORD = 40;

const normalise = (text: string) => text.normalize('NFKC').toLowerCase();

function pieces(text: string): Array<{ cjk: boolean; text: string }> {
  return [...normalise(text).matchAll(PIECE)].map((m) => ({ cjk: CJK.test(m[0]), text: m[0] }));
}

function bigrams(run: string): string[] {
  const chars = [...run];
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/**
 * The tokens of a document, space separated, for `to_tsvector('simple', …)`.
 * Only letters, digits and CJK characters survive, so the text parser sees
 * plain words and nothing is an operator.
 */
export function searchTokens(...texts: Array<string | null | undefined>): string {
  const tokens = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const p of pieces(text)) {
      if (p.cjk) {
        for (const ch of p.text) tokens.add(ch);
        for (const b of bigrams(p.text)) tokens.add(b);
      } else {
        tokens.add(p.text.slice(0, MAX_WORD));
      }
    }
  }
  return [...tokens].join(' ');
}

/**
 * Short forms people type for what documents spell out (docs/decisions, issue 32): 车展 is how one says
 * 汽车展览(会), but 车展 is not in 上海国际汽车工业展览会, so its pairs alone miss the show. A keyword holding a short
 * form also matches the documents that have every word of one of its long forms instead (each word by its pairs).
 */
export const SHORT_FORMS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  车展: [
    ['汽车', '展览'],
    ['汽车', '博览'],
  ],
  展会: [['展览会'], ['博览会']],
  家博会: [
    ['家具', '博览会'],
    ['家居', '博览会'],
  ],
  建博会: [
    ['建筑', '博览会'],
    ['建材', '博览会'],
  ],
  工博会: [['工业', '博览会']],
  医博会: [['医疗', '博览会']],
  进博会: [['进口', '博览会']],
  广交会: [['进出口', '交易会']],
  糖酒会: [['糖酒', '交易会']],
};
const SHORT_FORMS_IN = new RegExp(Object.keys(SHORT_FORMS).join('|'), 'u');

/** every pair of a CJK run, or the lone character */
const pairsOf = (run: string) => {
  const pairs = bigrams(run);
  return pairs.length ? pairs : [run];
};

/** the tsquery of one CJK run: all its pairs; or, where it holds a short form, all the pairs of a long form instead */
function cjkTerm(run: string): string {
  const ways = [pairsOf(run)];
  for (const [short, longs] of Object.entries(SHORT_FORMS)) {
    if (!run.includes(short)) continue;
    const rest = run
      .split(short)
      .filter(Boolean)
      .flatMap((part) => pairsOf(part));
    for (const long of longs) ways.push([...rest, ...long.flatMap((word) => pairsOf(word))]);
  }
  const all = ways.map((w) => [...new Set(w)].slice(0, 16).join(' & '));
  return all.length === 1 ? all[0]! : `(${all.map((w) => `(${w})`).join(' | ')})`;
}

/**
 * A keyword as a tsquery text for `to_tsquery('simple', …)`: every token
 * must match; a CJK run of two or more characters by its pairs (or a long
 * form's pairs where it holds a short form, SHORT_FORMS), a lone CJK
 * character by itself, a Latin word as a prefix (`auto:*`). Null when the
 * keyword has nothing searchable in it (then the caller does not filter).
 */
export function searchQuery(keyword: string | null | undefined): string | null {
  if (!keyword) return null;
  const terms = new Set<string>();
  for (const p of pieces(keyword)) {
    if (p.cjk) {
      if (SHORT_FORMS_IN.test(p.text)) terms.add(cjkTerm(p.text));
      else for (const b of pairsOf(p.text)) terms.add(b);
    } else {
      terms.add(`${p.text.slice(0, MAX_WORD)}:*`);
    }
  }
  return terms.size ? [...terms].slice(0, 32).join(' & ') : null;
}

/** The value to store in a tsvector column for these texts. */
export const toSearchVector = (...texts: Array<string | null | undefined>): SQL => sql`to_tsvector('simple', ${searchTokens(...texts)})`;

/** `column @@ query` for a keyword, or undefined when the keyword has nothing searchable. */
export function matchKeyword(column: AnyPgColumn, keyword: string | null | undefined): SQL | undefined {
  const q = searchQuery(keyword);
  return q ? sql`${column} @@ to_tsquery('simple', ${q})` : undefined;
}

/** A relevance score for ordering (higher first); undefined when the keyword has nothing searchable. */
export function keywordRank(column: AnyPgColumn, keyword: string | null | undefined): SQL<number> | undefined {
  const q = searchQuery(keyword);
  return q ? sql<number>`ts_rank(${column}, to_tsquery('simple', ${q}))` : undefined;
}

// ---- a page of search results (docs/decisions/014-search-at-scale.md)

/** What to search: a table, its integer id, its tsvector column, the keyword and the other filters. */
export interface SearchSpec {
  table: PgTable;
  id: AnyPgColumn;
  vector: AnyPgColumn;
  keyword: string;
  /** the list's other conditions (status, city …) */
  where?: SQL;
  /** names the list (its filters' fingerprint, lib/paging listFingerprint) so a capped total is remembered */
  key?: string;
  /**
   * How many matches are ranked by relevance, and where the total stops
   * ("1,000+"; config SEARCH_TOTAL_CAP): the newest `cap` matches, found by
   * walking the id index backwards (or, for a rare keyword, from the GIN
   * index), never all of them. A broad keyword like 车展 matches ~85,000 of
   * 1,000,000 tasks; ranking them all took 0.9 s for a page of 20.
   */
  cap: number;
  /** how equal ranks are ordered (e.g. an exhibition's start date, soonest first); newest id first after it, or alone when left out */
  then?: { column: AnyPgColumn; dir: 'asc' | 'desc' };
}

/** `vector @@ keyword` and the other filters; undefined when the keyword has nothing searchable. */
export const searchWhere = (spec: SearchSpec): SQL | undefined => {
  const match = matchKeyword(spec.vector, spec.keyword);
  return match ? and(match, spec.where) : undefined;
};

/**
 * One page of ids by relevance among the newest candidates, with their total
 * (capped at the number of candidates), in one statement:
 * `WITH c AS (matches ORDER BY id DESC LIMIT n+1) SELECT id, (SELECT count(*) FROM c) …
 * ORDER BY ts_rank DESC, id DESC LIMIT … OFFSET …`. Equal ranks fall back to
 * `spec.then` (when given) and then to newest first. Null when the keyword has nothing searchable.
 */
export async function rankedIds(db: Db, spec: SearchSpec, limit: number, offset: number): Promise<({ ids: number[] } & Total) | null> {
  const where = searchWhere(spec);
  const rank = keywordRank(spec.vector, spec.keyword);
  if (!where || !rank) return null;
  const n = spec.cap;
  const c = db.$with('c').as(
    db
      .select({
        id: sql<number>`${spec.id}`.as('cid'),
        vector: sql`${spec.vector}`.as('cvector'),
        then: sql`${spec.then?.column ?? spec.id}`.as('cthen'),
        nth: sql<number>`row_number() over (order by ${spec.id} desc)`.as('nth'),
      })
      .from(spec.table)
      .where(where)
      .orderBy(desc(spec.id))
      .limit(n + 1),
  );
  const q = searchQuery(spec.keyword)!;
  // n+1 candidates tell whether the total is capped; only the newest n are ranked
  const rows = await db
    .with(c)
    .select({ id: c.id, n: sql<number>`(select count(*) from ${c})`.mapWith(Number) })
    .from(c)
    .where(sql`${c.nth} <= ${n}`)
    .orderBy(
      sql`ts_rank(${c.vector}, to_tsquery('simple', ${q})) desc`,
      ...(spec.then ? [sql`${c.then} ${sql.raw(spec.then.dir)}`] : []),
      sql`${c.id} desc`,
    )
    .limit(limit)
    .offset(offset);
  // past the last page: no row carries the count, so count on its own
  const total = rows.length ? capTotal(rows[0]!.n, n) : await searchCount(db, spec);
  return { ids: rows.map((r) => Number(r.id)), ...total };
}

/** What a catalogue searches: its table, integer id and tsvector column, and how equal ranks are ordered. */
export type Searchable = Pick<SearchSpec, 'table' | 'id' | 'vector' | 'then'>;

/**
 * A page by relevance: {@link rankedIds} for the list's keyword and other filters, then the rows themselves
 * fetched by `byIds` (which returns them in the order of the ids it is given). Null when the keyword has nothing
 * searchable.
 */
export async function rankedPage<R>(
  db: Db,
  searched: Searchable,
  keyword: string,
  where: SQL | undefined,
  p: PageRequest,
  byIds: (db: Db, ids: number[]) => Promise<R[]>,
): Promise<({ rows: R[] } & Total) | null> {
  const ranked = await rankedIds(db, { ...searched, keyword, where, cap: p.cap, key: p.key }, p.limit, p.offset);
  if (!ranked) return null;
  return { rows: await byIds(db, ranked.ids), total: ranked.total, totalCapped: ranked.totalCapped };
}

/**
 * Which rows of a public catalogue list to read: the asked page, its total capped at the search cap when the keyword
 * has something to search and at the list cap otherwise (decision 013), remembered under the list's name and filters.
 */
export function catalogPage(
  q: { page: number; pageSize: number },
  caps: { searchCap: number; totalCap: number },
  list: string,
  filter: { keyword?: string },
): PageRequest {
  return {
    limit: q.pageSize,
    offset: pageOffset(q),
    cap: searchQuery(filter.keyword) ? caps.searchCap : caps.totalCap,
    key: `${list}:${listFingerprint(filter)}`,
  };
}

/** What the catalogue lists of venues and conventions filter on alike: a keyword, cities and a size band. */
export interface CatalogueFilter {
  keyword?: string;
  cities: string[];
  sizes?: Band;
}

/** `column` within a band of a catalogue filter (min included, max excluded, no max: no upper bound); no band, no condition. */
export const inBand = (column: AnyPgColumn, band: Band | undefined) =>
  band ? and(gte(column, band.min), band.max === null ? undefined : lt(column, band.max)) : undefined;

/** `rows` sorted in the order of `ids` (a ranked page), whatever order the database returned them in. */
export function inOrderOf<R>(ids: number[], rows: R[], idOf: (row: R) => number): R[] {
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => at.get(idOf(a))! - at.get(idOf(b))!);
}

/** How many rows match a search, exact up to its cap (newest first, so it walks the id index and stops). */
export async function searchCount(db: Db, spec: SearchSpec): Promise<Total> {
  const where = searchWhere(spec);
  if (!where) return { total: 0, totalCapped: false };
  return cappedCount(db, spec.table, where, [desc(spec.id)], spec.cap, spec.key);
}
