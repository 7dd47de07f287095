import { z } from 'zod';
import { defineCall } from '../call.js';
import { line } from '../fields.js';
import { pageQuery } from '../pagination.js';
import { searchKinds } from './searchKinds.js';

/**
 * The global search (`/search`, the header box): one query over every kind, in tabs with counts.
 * Each kind's module answers hits of this one shape (the search module takes a provider per kind);
 * kinds that do not exist yet join when they land.
 */
export { searchKinds };
export const searchKind = z.enum(searchKinds);
export type SearchKind = z.infer<typeof searchKind>;

export const searchHit = z.object({
  kind: searchKind,
  id: z.number().int(),
  /** in the request's language */
  title: z.string(),
  /** one line under the title: city, dates, venue, budget … already in the request's language */
  subtitle: z.string(),
  /** a public image URL, or null */
  cover: z.string().nullable(),
  /** the web route that shows it, e.g. `/exhibition/12` */
  href: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;

/** A kind's figure in a search: how many hits (`totalCapped`: at least that many, "1,000+"). */
export const searchCount = z.object({ total: z.number().int(), totalCapped: z.boolean() });

/** The words searched: Chinese or English, required (an empty or blank keyword is VALIDATION_FAILED). */
export const searchKeyword = line(60).min(1, 'enter a keyword');

/**
 * Common/search: the counts of every searchable kind (the tabs) and one page of the chosen kind's hits.
 * Without `kind` (or with a kind that is not searchable yet) the first kind with hits is chosen
 * (kinds in the order of `searchKinds`); `kind` is null only when no kind is searchable.
 */
export const globalSearch = defineCall({
  path: 'Common/search',
  method: 'POST',
  access: 'public',
  summary: 'Global search: counts per kind (the tabs) and one page of one kind’s hits, by relevance',
  body: z.strictObject({ keyword: searchKeyword, kind: searchKind.optional(), ...pageQuery }),
  data: z.object({
    counts: z.partialRecord(searchKind, searchCount),
    kind: searchKind.nullable(),
    listItem: z.array(searchHit),
    total: z.number().int(),
    totalCapped: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const searchSuggestion = searchHit.pick({ kind: true, id: true, title: true, href: true });
export type SearchSuggestion = z.infer<typeof searchSuggestion>;
export const SUGGEST_MAX = 8;

/** Common/searchSuggest: up to 8 titles across kinds as one types (titles starting with the keyword first). */
export const searchSuggest = defineCall({
  path: 'Common/searchSuggest',
  method: 'POST',
  access: 'public',
  summary: 'Suggestions for the header search box: up to 8 titles across kinds, prefix matches first',
  body: z.strictObject({ keyword: searchKeyword }),
  data: z.object({ listItem: z.array(searchSuggestion).max(SUGGEST_MAX) }),
});

/** Common/siteCounts: the home page's live figures, one per kind that can count itself (cached for a minute). */
export const siteCounts = defineCall({
  path: 'Common/siteCounts',
  method: 'POST',
  access: 'public',
  summary: 'Live counts of the home page, per kind (recruiting tasks, exhibitions …), refreshed every minute',
  body: z.strictObject({}),
  data: z.partialRecord(searchKind, z.number().int()),
});
