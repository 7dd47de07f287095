import { z } from 'zod';
import { defineCall } from '../call.js';
import { id, isoDateTime, line, paycode, text } from '../fields.js';
import { REASON_MAX } from '../patterns.js';
import { pageOf, pageQuery } from '../pagination.js';
import { fileId } from './files.js';
import {
  MODEL_IMAGES_MAX,
  MODEL_PRICE_MAX,
  MODEL_TAGS_MAX,
  modelLimits,
  modelFormats,
  modelStatuses,
  viewableFormats,
  type ModelFormat,
  type ModelStatus,
} from './modelOptions.js';

export { MODEL_IMAGES_MAX, MODEL_PRICE_MAX, MODEL_TAGS_MAX, modelFormats, modelStatuses, viewableFormats, type ModelFormat, type ModelStatus };

/**
 * The model centre (docs/rules/models.md): 3D models uploaded by members, reviewed by admins, browsed by everyone,
 * downloaded free or bought once with coins. Prices are integer cents (0 = free). Files are private: the model file
 * is served only through a short-lived signed link that `Modelcenter/dnldModel` answers.
 */
export const modelStatus = z.enum(modelStatuses);
export const modelFormat = z.enum(modelFormats);

export const modelSorts = ['newest', 'downloads', 'favourites'] as const;

/** A model in lists (Common/searchModel, Myfavorite/mdlList). */
export const modelListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  /** modelCategory code */
  category: z.string(),
  style: z.string().nullable(),
  format: modelFormat,
  /** cents; 0 = free */
  price: z.number().int(),
  /** the card's image URL */
  thumbnail: z.string().nullable(),
  polygons: z.number().int().nullable(),
  downloads: z.number().int(),
  favourites: z.number().int(),
  /** the uploader's nickname */
  author: z.string().nullable(),
  /** the uploader's avatar URL, null without one */
  authorLogo: z.string().nullable().optional(),
  /** the viewer favourited it (false for visitors) */
  fav: z.boolean(),
  createdAt: isoDateTime,
});
export type ModelListItem = z.infer<typeof modelListItem>;

export const searchModel = defineCall({
  path: 'Common/searchModel',
  method: 'POST',
  access: 'public',
  summary:
    'Approved models: keyword (Chinese or English), category, style, format, free or paid, price range (cents); newest, most downloaded or most favourited first',
  body: z.strictObject({
    searchKey: line(60).optional(),
    category: line(32).optional(),
    style: line(32).optional(),
    format: modelFormat.optional(),
    /** true: only free models; false: only paid ones */
    free: z.boolean().optional(),
    priceMin: z.number().int().min(0).max(MODEL_PRICE_MAX).optional(),
    priceMax: z.number().int().min(0).max(MODEL_PRICE_MAX).optional(),
    sort: z.enum(modelSorts).default('newest'),
    ...pageQuery,
  }),
  data: pageOf(modelListItem),
});

export const modelCan = z.object({
  /** Modelcenter/editModel and deleteModel (the owner, or an admin) */
  edit: z.boolean(),
  /** Admin/modelReview (admins, while pending) */
  review: z.boolean(),
  /** Modelcenter/dnldModel without paying (free, bought already, the owner, an admin) */
  download: z.boolean(),
  /** must buy before downloading (a paid model not yet bought) */
  buy: z.boolean(),
});

export const imageRef = z.object({ fileId: z.string(), url: z.string() });

export const modelDetail = modelListItem.extend({
  tags: z.array(z.string()),
  descr: z.string(),
  licence: z.string(),
  /** bytes of the model file */
  fileSize: z.number().int(),
  images: z.array(imageRef),
  /** the poster taken from the 3D view (decision 081), shown before the images; null when the model has none */
  poster: imageRef.nullable().optional(),
  /** [x, y, z] metres, or null when unknown */
  bbox: z.tuple([z.number(), z.number(), z.number()]).nullable(),
  /** a signed link to the web preview glb for the viewer (null when there is none) */
  previewUrl: z.string().nullable(),
  status: modelStatus,
  /** the owner and admins only */
  rejectReason: z.string().nullable(),
  deleted: z.boolean(),
  ownerId: z.number().int(),
  bought: z.boolean(),
  can: modelCan,
});
export type ModelDetail = z.infer<typeof modelDetail>;

const modelIdBody = z.strictObject({ id });

export const commonModelInfo = defineCall({
  path: 'Common/modelInfo',
  method: 'POST',
  access: 'public',
  summary: 'One model: approved and not deleted for everyone; any state for its owner and admins (else MODEL_NOT_FOUND)',
  body: modelIdBody,
  data: modelDetail,
});

export const modelInfo = defineCall({
  path: 'Modelcenter/modelInfo',
  method: 'POST',
  access: 'member',
  summary: 'One model for a member (as Common/modelInfo; the owner sees every state, the buyer a deleted model they bought)',
  body: modelIdBody,
  data: modelDetail,
});

/** The fields of a model as the uploader types them. */
export const modelFields = {
  title: line(modelLimits.title.max).min(modelLimits.title.min, `at least ${modelLimits.title.min} characters`),
  category: line(32).min(1, 'is required'),
  style: line(32).nullable().optional(),
  tags: z.array(line(modelLimits.tag.max).min(1)).max(MODEL_TAGS_MAX).default([]),
  descr: text(modelLimits.descr.max).default(''),
  price: z.number().int().min(0).max(MODEL_PRICE_MAX),
  licence: text(modelLimits.licence.max).default(''),
  /** the model file: the uploader's own file of purpose `model` */
  fileId,
  /** 0–9 preview images: the uploader's own files of purpose `preview` (at least one, or a poster) */
  images: z.array(fileId).max(MODEL_IMAGES_MAX),
  /**
   * The model's poster: a snapshot of its 3D view taken in the browser (decision 081), the uploader's own file of
   * purpose `preview` (an image checked by its content at upload). It is the model's picture in every list and first
   * on its page. Left out, an edit keeps the poster it has; null takes it away (the first image shows instead).
   */
  poster: fileId.nullable().optional(),
};

export const uploadModel = defineCall({
  path: 'Modelcenter/uploadModel',
  method: 'POST',
  access: 'member',
  summary: 'Upload a model (its file uploaded first, purpose model); it waits for review (pending)',
  body: z.strictObject(modelFields),
  data: z.object({ id: z.number().int(), status: modelStatus }),
});

export const editModel = defineCall({
  path: 'Modelcenter/editModel',
  method: 'POST',
  access: 'member',
  summary: 'Change a model (owner or admin). A new file sends it back to pending; other changes keep its state',
  body: z.strictObject({ id, ...modelFields }),
  data: z.object({ id: z.number().int(), status: modelStatus }),
});

export const deleteModel = defineCall({
  path: 'Modelcenter/deleteModel',
  method: 'POST',
  access: 'member',
  summary: 'Delete a model (owner or admin): it leaves every list; buyers keep their downloads',
  body: modelIdBody,
  data: z.object({ id: z.number().int() }),
});

export const mineItem = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  format: modelFormat,
  price: z.number().int(),
  thumbnail: z.string().nullable(),
  status: modelStatus,
  rejectReason: z.string().nullable(),
  downloads: z.number().int(),
  /** sales to buyers, cents */
  sales: z.number().int(),
  /** what the owner received after commission, cents */
  earnings: z.number().int(),
  updatedAt: isoDateTime,
});
export type ModelMineItem = z.infer<typeof mineItem>;

export const modelList = defineCall({
  path: 'Modelcenter/modelList',
  method: 'POST',
  access: 'member',
  summary: "The member's own models (not deleted) in every state with downloads and earnings, last changed first",
  body: z.strictObject({ searchKey: line(60).optional(), status: modelStatus.optional(), ...pageQuery }),
  data: pageOf(mineItem),
});

export const modelForEdit = defineCall({
  path: 'Modelcenter/modelEdit',
  method: 'POST',
  access: 'member',
  summary: 'The stored fields of a model for the edit form (owner or admin)',
  body: modelIdBody,
  data: z.object({
    id: z.number().int(),
    status: modelStatus,
    rejectReason: z.string().nullable(),
    title: z.string(),
    category: z.string(),
    style: z.string().nullable(),
    tags: z.array(z.string()),
    descr: z.string(),
    price: z.number().int(),
    licence: z.string(),
    fileId: z.string(),
    format: modelFormat,
    fileSize: z.number().int(),
    images: z.array(imageRef),
    poster: imageRef.nullable().optional(),
    /** a signed link to the web preview glb, for choosing a new poster (null when there is none) */
    previewUrl: z.string().nullable().optional(),
  }),
});

export const dnldModel = defineCall({
  path: 'Modelcenter/dnldModel',
  method: 'POST',
  access: 'member',
  summary: 'A short-lived signed link to the model file; a paid model not yet bought is bought first with the payment PIN (once)',
  body: z.strictObject({
    id,
    paycode: paycode.optional(),
    /** the price (cents) the buyer was shown: a purchase at another price is refused with MODEL_PRICE_CHANGED */
    price: z.number().int().min(0).max(MODEL_PRICE_MAX).optional(),
  }),
  data: z.object({ url: z.string(), expiresAt: isoDateTime, bought: z.boolean() }),
  idempotent: true,
  checks: { secret: 'paycode', field: 'paycode' },
});

export const queueRow = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  format: modelFormat,
  price: z.number().int(),
  thumbnail: z.string().nullable(),
  cardno: z.string(),
  nickname: z.string().nullable(),
  status: modelStatus,
  reviewer: z.string().nullable(),
  reviewedAt: isoDateTime.nullable(),
  reason: z.string().nullable(),
  updatedAt: isoDateTime,
});
export type ModelQueueRow = z.infer<typeof queueRow>;

export const modelQueue = defineCall({
  path: 'Admin/modelQueue',
  method: 'POST',
  access: 'admin',
  summary: 'Models to review: pending first (oldest first), then the others last changed first; keyword over titles',
  body: z.strictObject({ ...pageQuery, status: modelStatus.optional(), keyword: line(60).optional() }),
  data: pageOf(queueRow),
});

export const modelReview = defineCall({
  path: 'Admin/modelReview',
  method: 'POST',
  access: 'admin',
  summary: 'Approve a pending model or reject it with a reason; the uploader gets a message, the audit log an entry',
  body: z
    .strictObject({ id, approve: z.boolean(), reason: text(REASON_MAX).min(1).optional() })
    .refine((b) => b.approve || Boolean(b.reason), { path: ['reason'], message: 'a reason is required to reject' }),
  data: z.object({ id: z.number().int(), status: modelStatus }),
});

export const mdlFvr = defineCall({
  path: 'Myfavorite/mdlFvr',
  method: 'POST',
  access: 'member',
  summary: 'Favourite an approved model (toggle, or set with fav)',
  body: z.strictObject({ id, fav: z.boolean().optional() }),
  data: z.object({ id: z.number().int(), fav: z.boolean() }),
});

export const mdlList = defineCall({
  path: 'Myfavorite/mdlList',
  method: 'POST',
  access: 'member',
  summary: 'The models the member favourited, newest favourite first (models no longer public are left out)',
  body: z.strictObject({ ...pageQuery }),
  data: pageOf(modelListItem),
});
