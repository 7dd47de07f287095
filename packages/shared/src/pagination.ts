import { z } from 'zod';
import { str } from './fields.js';

/** The one way to paginate (docs/rules/api.md): `{page, pageSize}` in, `{listItem, total, page, pageSize}` out. */
export const pageQuery = {
  page: z.number().int().min(1).max(100000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
};
/**
 * The keyset cursor of lists that answer `nextCursor`: send it back to get the
 * rows after the previous page (then `page` is only echoed). Opaque; a cursor
 * from another list, sort or filter is refused (VALIDATION_FAILED).
 */
export const cursorQuery = {
  cursor: str().min(1).max(400).optional(),
};
export const pageQuerySchema = z.strictObject(pageQuery);
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * A page of a list. `total` is exact unless `totalCapped` is true: then the
 * count stopped at a cap and at least `total` rows match ("10,000+"); clients
 * show it as "more than". `nextCursor`, when a list offers it, fetches the next
 * page by keyset (send it back as `cursor`), so deep pages cost what the first
 * one costs and rows inserted between two pages are neither skipped nor repeated.
 */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    listItem: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalCapped: z.boolean().optional(),
    nextCursor: z.string().nullable().optional(),
  });

export interface Page<T> {
  listItem: T[];
  total: number;
  page: number;
  pageSize: number;
  /** true: at least `total` rows match (the count stopped at a cap) */
  totalCapped?: boolean;
  /** the next page by keyset, for lists that offer it (null on the last page) */
  nextCursor?: string | null;
}

export const pageOffset = (q: PageQuery) => (q.page - 1) * q.pageSize;
