import { z } from 'zod';
import { defineCall } from '../call.js';
import { id, line, str } from '../fields.js';
import { reason } from './admin.js';
import { CATEGORY_CODE_RE, categoryLimits, categoryTrees } from './categoryOptions.js';

/**
 * The category trees (`Common/menusTree`, docs/rules/catalogue.md#kinds): industries, design types,
 * styles, model categories and regions (province → city). A node's `code` is what rows store
 * (exhibitions.industry, tasks.types, tasks.style, …); the codes of `designType` and `style` are the
 * task enums' keys (contracts/tasks.ts designTypes, designStyles).
 */
export { categoryTrees };
export const categoryTree = z.enum(categoryTrees);
export type CategoryTree = z.infer<typeof categoryTree>;

/** a node's code: letters, digits, - and _ (what rows store) */
export const categoryCode = str().trim().regex(CATEGORY_CODE_RE, `must be 1–${categoryLimits.code.max} letters, digits, - or _`);

export interface CategoryNode {
  id: number;
  code: string;
  /** in the request's language */
  name: string;
  nameZh: string;
  nameEn: string;
  sort: number;
  enabled: boolean;
  parentId: number | null;
  children: CategoryNode[];
}

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  parentId: z.number().int().nullable(),
  get children() {
    return z.array(categoryNodeSchema);
  },
});

/**
 * Clients cache the trees: `version` changes whenever an admin edits any node, so a client that
 * keeps the answer may compare versions (the answer also carries an ETag of the same value).
 */
export const menusTree = defineCall({
  path: 'Common/menusTree',
  method: 'POST',
  access: 'public',
  summary: 'The category trees (enabled nodes only, nested, by sort order); one tree when `tree` is given',
  body: z.strictObject({ tree: categoryTree.optional() }),
  data: z.object({
    version: z.string(),
    trees: z.partialRecord(categoryTree, z.array(categoryNodeSchema)),
  }),
});

export const menusList = defineCall({
  path: 'Admin/menusList',
  method: 'POST',
  access: 'admin',
  summary: 'One category tree for the back office: every node, switched-off ones included, nested',
  body: z.strictObject({ tree: categoryTree }),
  data: z.object({ version: z.string(), listItem: z.array(categoryNodeSchema) }),
});

export const menuSave = defineCall({
  path: 'Admin/menuSave',
  method: 'POST',
  access: 'admin',
  summary: 'Create (no id) or edit a node; its code is unique in its tree, its parent in the same tree and never under itself',
  body: z.strictObject({
    id: id.optional(),
    tree: categoryTree,
    parentId: id.nullable().optional(),
    code: categoryCode,
    nameZh: line(categoryLimits.nameZh.max).min(1, 'is required'),
    nameEn: line(categoryLimits.nameEn.max).min(1, 'is required'),
    sort: z.number().int().min(categoryLimits.sort.min).max(categoryLimits.sort.max).default(0),
    enabled: z.boolean().default(true),
    reason: reason.optional(),
  }),
  /** the node saved (without children) */
  data: categoryNodeSchema,
});

export const menuDel = defineCall({
  path: 'Admin/menuDel',
  method: 'POST',
  access: 'admin',
  summary: 'Delete a node; refused while it has children or (industry) exhibitions or conventions use it — switch it off instead',
  body: z.strictObject({ id, reason: reason.optional() }),
  data: z.null(),
});
