import { z } from 'zod';
import { defineCall } from '../call.js';
import { id, line, text } from '../fields.js';
import { pageOf, pageQuery } from '../pagination.js';
import { reason } from './admin.js';
import { catalogueQuery } from './catalogue.js';
import { fileId } from './files.js';
import { hallLimits, venueLimits } from './venueOptions.js';

/**
 * Venues (huichang, `/conventionSpace/spaceInfo`; docs/rules/catalogue.md#kinds). Entered by admins.
 * A venue's `plaza` (m²) and `sizes` (people) are its largest hall's. Images are public URLs.
 */
export const hallSchema = z.object({
  id: z.number().int(),
  /** in the request's language */
  name: z.string(),
  /** area, m² */
  plaza: z.number().int(),
  /** capacity, people */
  sizes: z.number().int(),
});
export type Hall = z.infer<typeof hallSchema>;

export const venueListItemSchema = z.object({
  id: z.number().int(),
  /** in the request's language */
  name: z.string(),
  city: z.string(),
  /** in the request's language */
  address: z.string(),
  /** the cover's public URL */
  faceimg: z.string().nullable(),
  plaza: z.number().int(),
  sizes: z.number().int(),
  hallCount: z.number().int(),
  featured: z.boolean(),
  /** the viewer favourited it (false for visitors) */
  fav: z.boolean(),
});
export type VenueListItem = z.infer<typeof venueListItemSchema>;

/** An upcoming approved entry held at a venue (soonest first). */
export const venueEventSchema = z.object({
  id: z.number().int(),
  /** in the request's language */
  title: z.string(),
  sdate: z.string(),
  edate: z.string(),
  cover: z.string().nullable(),
});
export type VenueEvent = z.infer<typeof venueEventSchema>;

export const venueDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  /** the seed's descr: the text (request language) and the cover URL */
  descr: z.object({ text: z.string(), faceimg: z.string().nullable() }),
  pictures: z.array(z.string()),
  /** equirectangular 360° images (URLs) for the panorama viewer */
  panoramas: z.array(z.string()),
  halls: z.array(hallSchema),
  plaza: z.number().int(),
  sizes: z.number().int(),
  featured: z.boolean(),
  /** upcoming approved conventions here, soonest first (at most 10) */
  conventions: z.array(venueEventSchema),
  /** upcoming approved exhibitions here, soonest first (at most 10; filled once exhibitions land) */
  exhibitions: z.array(venueEventSchema),
  fav: z.boolean(),
});
export type VenueDetail = z.infer<typeof venueDetailSchema>;

export const searchHuichang = defineCall({
  path: 'Common/searchHuichang',
  method: 'POST',
  access: 'public',
  summary: 'Venues: keyword (Chinese or English), cities, area band (largest hall), capacity band, featured; relevance, else featured first',
  body: z.strictObject({
    ...pageQuery,
    searchKey: catalogueQuery.searchKey,
    city: catalogueQuery.city,
    plaza: catalogueQuery.plaza,
    sizeRange: catalogueQuery.sizeRange,
    featured: z.boolean().optional(),
  }),
  data: pageOf(venueListItemSchema),
});

export const huichangInfo = defineCall({
  path: 'Common/huichangInfo',
  method: 'POST',
  access: 'public',
  summary: 'One venue: description, pictures, panoramas, halls and the upcoming conventions and exhibitions held there',
  body: z.strictObject({ id }),
  data: venueDetailSchema,
});

/** A picture as the edit form needs it: the file id to send back and its URL to show. */
export const imageRefSchema = z.object({ fileId: z.string(), url: z.string() });
export type ImageRef = z.infer<typeof imageRefSchema>;

export const VENUE_MAX_PICTURES = 20;
export const VENUE_MAX_PANORAMAS = 6;
export const VENUE_MAX_HALLS = 50;

export const hallInput = z.strictObject({
  /** an existing hall's id (edit); left out for a new hall. Halls not sent are removed. */
  id: id.optional(),
  name: line(hallLimits.name.max).min(hallLimits.name.min, 'is required'),
  nameEn: line(hallLimits.nameEn.max).default(''),
  plaza: z.number().int().min(hallLimits.plaza.min).max(hallLimits.plaza.max),
  sizes: z.number().int().min(hallLimits.sizes.min).max(hallLimits.sizes.max),
});

export const venueFields = {
  name: line(venueLimits.name.max).min(venueLimits.name.min, `at least ${venueLimits.name.min} characters`),
  nameEn: line(venueLimits.nameEn.max).default(''),
  city: line(venueLimits.city.max).min(venueLimits.city.min, 'is required'),
  address: line(venueLimits.address.max).min(venueLimits.address.min, 'is required'),
  addressEn: line(venueLimits.addressEn.max).default(''),
  descr: text(venueLimits.descr.max).default(''),
  descrEn: text(venueLimits.descr.max).default(''),
  /** cover: a file of purpose `exhibition` */
  faceimg: fileId.nullable().default(null),
  pictures: z.array(fileId).max(VENUE_MAX_PICTURES).default([]),
  panoramas: z.array(fileId).max(VENUE_MAX_PANORAMAS).default([]),
  featured: z.boolean().default(false),
  halls: z.array(hallInput).max(VENUE_MAX_HALLS).default([]),
};

/** What the admin's edit form shows: every field in both languages, images as ids with URLs. */
export const venueFormSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  city: z.string(),
  address: z.string(),
  addressEn: z.string(),
  descr: z.string(),
  descrEn: z.string(),
  faceimg: imageRefSchema.nullable(),
  pictures: z.array(imageRefSchema),
  panoramas: z.array(imageRefSchema),
  featured: z.boolean(),
  halls: z.array(z.object({ id: z.number().int(), name: z.string(), nameEn: z.string(), plaza: z.number().int(), sizes: z.number().int() })),
  plaza: z.number().int(),
  sizes: z.number().int(),
});
export type VenueForm = z.infer<typeof venueFormSchema>;

export const venueEdit = defineCall({
  path: 'Admin/venueEdit',
  method: 'POST',
  access: 'admin',
  summary: "A venue's edit form: both languages, images as file ids with their URLs, halls",
  body: z.strictObject({ id }),
  data: venueFormSchema,
});

export const venueSave = defineCall({
  path: 'Admin/venueSave',
  method: 'POST',
  access: 'admin',
  summary: "Create (no id) or edit a venue with its halls; the venue's area and capacity become its largest hall's",
  body: z.strictObject({ id: id.optional(), ...venueFields, reason: reason.optional() }),
  data: venueFormSchema,
});

export const venueDel = defineCall({
  path: 'Admin/venueDel',
  method: 'POST',
  access: 'admin',
  summary: 'Delete a venue; refused while exhibitions or conventions refer to it',
  body: z.strictObject({ id, reason: reason.optional() }),
  data: z.null(),
});
