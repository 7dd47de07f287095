import { z } from 'zod';

/** The one way to paginate (product.md §4): `{page, pageSize}` in, `{listItem, total, page, pageSize}` out. */
export const pageQuery = {
  page: z.number().int().min(1).max(100000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
};
export const pageQuerySchema = z.strictObject(pageQuery);
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    listItem: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export interface Page<T> {
  listItem: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const pageOffset = (q: PageQuery) => (q.page - 1) * q.pageSize;
