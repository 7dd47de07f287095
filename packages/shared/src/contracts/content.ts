import { z } from 'zod';
import { defineCall } from '../call.js';
import { str } from '../fields.js';

/**
 * Help and about pages, edited in the back office. Bodies are plain text, never HTML:
 * a blank line separates paragraphs, a line starting with `## ` is a heading and a line
 * starting with `- ` is a list item. The client renders them as text (no HTML injection).
 */
export const pageSections = ['help', 'about'] as const;
export const pageSection = z.enum(pageSections);
export type PageSection = z.infer<typeof pageSection>;

export const pageSchema = z.object({
  slug: z.string(),
  section: pageSection,
  titleZh: z.string(),
  titleEn: z.string(),
  bodyZh: z.string(),
  bodyEn: z.string(),
  sort: z.number().int(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof pageSchema>;

export const slug = str().regex(/^[a-z0-9-]{1,60}$/, 'lower-case letters, digits and dashes');
/** the slug of the one about page */
export const ABOUT_SLUG = 'about';

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
  summary: 'One help or about page (slug "about" is the about page)',
  body: z.strictObject({ slug }),
  data: pageSchema,
});
