import { z } from 'zod';

/**
 * The global search (`/search`, the header box): one query over every kind, in tabs with counts.
 * Each kind's module answers hits of this one shape (the search module takes a provider per kind);
 * kinds that do not exist yet join when they land.
 */
export const searchKinds = ['exhibition', 'convention', 'venue', 'task', 'designer', 'factory', 'model'] as const;
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
