import { z } from 'zod';
import { defineCall } from '../call.js';

/** Help and about pages, edited in the back office. */
export const pageSchema = z.object({
  slug: z.string(),
  section: z.enum(['help', 'about']),
  titleZh: z.string(),
  titleEn: z.string(),
  bodyZh: z.string(),
  bodyEn: z.string(),
  sort: z.number().int(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof pageSchema>;

export const slug = z.string().regex(/^[a-z0-9-]{1,60}$/, 'lower-case letters, digits and dashes');

export const helpList = defineCall({
  path: 'Content/helpList',
  method: 'POST',
  access: 'public',
  summary: 'Help pages (titles and bodies) in display order',
  body: z.strictObject({}),
  data: z.object({ listItem: z.array(pageSchema) }),
});

export const pageInfo = defineCall({
  path: 'Content/page',
  method: 'POST',
  access: 'public',
  summary: 'One help or about page',
  body: z.strictObject({ slug }),
  data: pageSchema,
});
