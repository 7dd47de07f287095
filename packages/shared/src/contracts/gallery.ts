import { z } from 'zod';
import { defineCall } from '../call.js';
import { line } from '../fields.js';
import { cursorQuery, pageOf, pageQuery } from '../pagination.js';

/**
 * The gallery (`/gallery`, docs/rules/designers.md#gallery): a wall of the pictures of public works, newest first,
 * filtered by the work's category (designType) and style; each links to its work and designer. Pictures are shown
 * through the watermarked image route (`/api/Gallery/image/<fileId>?w=480|1600`), never as the original file.
 */
export const WATERMARK_WIDTHS = [480, 1600] as const;

export const galleryPicture = z.object({
  /** the picture's id (favourites name it) */
  id: z.number().int(),
  workId: z.number().int(),
  /** the work's title */
  title: z.string(),
  category: z.string(),
  style: z.string(),
  /** `userlogo`: the designer's avatar URL, null without one */
  designer: z.object({ cardno: z.string(), nickname: z.string(), userlogo: z.string().nullable().optional() }),
  /** watermarked, 480 px wide at most */
  thumb: z.string(),
  /** watermarked, 1600 px wide at most */
  url: z.string(),
  /** the viewer favourited it (false for visitors) */
  fav: z.boolean(),
});
export type GalleryPicture = z.infer<typeof galleryPicture>;

export const getPictures = defineCall({
  path: 'Gallery/getPictures',
  method: 'POST',
  access: 'public',
  summary: "Pictures of public works, newest first, by the work's category and style; keyset pages through nextCursor",
  body: z.strictObject({
    ...pageQuery,
    ...cursorQuery,
    category: line(32).min(1).optional(),
    style: line(32).min(1).optional(),
  }),
  data: pageOf(galleryPicture),
});
