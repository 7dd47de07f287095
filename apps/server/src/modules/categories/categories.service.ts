import type { Lang } from '@boothhub/shared';
import type { CategoryNode, CategoryTree } from '@boothhub/shared/contracts/categories';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { audit } from '../admin/audit.service.js';
import * as repo from './categories.repository.js';

/**
 * The category trees (docs/rules/catalogue.md#kinds). Public answers carry enabled nodes only; admins
 * see and edit every node. A node's code is unique in its tree, its parent is in the same tree and never
 * one of its own descendants; a node with children, or one that rows use, is never deleted.
 */

/** How many rows use a node's code (exhibitions.industry, conventions.industry …), registered by the modules that store codes. */
export type CategoryUsage = (db: Db, tree: CategoryTree, code: string) => Promise<number>;
/** a set: building the app again (tests) registers the same functions again */
const usages = new Set<CategoryUsage>();
export function registerCategoryUsage(usage: CategoryUsage) {
  usages.add(usage);
}

function nest(rows: repo.CategoryRow[], lang: Lang): CategoryNode[] {
  const byParent = new Map<number | null, repo.CategoryRow[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const r of rows) {
    // a child whose parent is switched off (and left out) is left out with it
    const parent = r.parentId ?? null;
    if (parent !== null && !ids.has(parent)) continue;
    const list = byParent.get(parent) ?? [];
    list.push(r);
    byParent.set(parent, list);
  }
  const build = (parent: number | null): CategoryNode[] => (byParent.get(parent) ?? []).map((r) => ({ ...nodeOf(r, lang), children: build(r.id) }));
  return build(null);
}

const nodeOf = (r: repo.CategoryRow, lang: Lang): CategoryNode => ({
  id: r.id,
  code: r.code,
  name: lang === 'en-US' ? r.nameEn || r.nameZh : r.nameZh,
  nameZh: r.nameZh,
  nameEn: r.nameEn,
  sort: r.sort,
  enabled: r.enabled,
  parentId: r.parentId ?? null,
  children: [],
});

export async function menusTree(ctx: AppContext, lang: Lang, tree: CategoryTree | undefined) {
  const [rows, version] = await Promise.all([repo.listTrees(ctx.db, tree, true), repo.treesVersion(ctx.db)]);
  const trees: Partial<Record<CategoryTree, CategoryNode[]>> = {};
  const byTree = new Map<string, repo.CategoryRow[]>();
  for (const r of rows) byTree.set(r.tree, [...(byTree.get(r.tree) ?? []), r]);
  const wanted: CategoryTree[] = tree ? [tree] : ['industry', 'designType', 'style', 'modelCategory', 'region'];
  for (const t of wanted) trees[t] = nest(byTree.get(t) ?? [], lang);
  return { version, trees };
}

export async function menusList(ctx: AppContext, lang: Lang, tree: CategoryTree) {
  const [rows, version] = await Promise.all([repo.listTrees(ctx.db, tree), repo.treesVersion(ctx.db)]);
  return { version, listItem: nest(rows, lang) };
}

/** Whether an enabled node of `tree` has this code (forms check their codes against the trees). */
export async function isCategoryCode(db: Db, tree: CategoryTree, code: string): Promise<boolean> {
  const row = await repo.findByCode(db, tree, code);
  return !!row && row.enabled;
}

export interface MenuInput {
  id?: number;
  tree: CategoryTree;
  parentId?: number | null;
  code: string;
  nameZh: string;
  nameEn: string;
  sort: number;
  enabled: boolean;
  reason?: string;
}

export async function saveMenu(ctx: AppContext, viewer: Viewer, lang: Lang, input: MenuInput): Promise<CategoryNode> {
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const parentId = input.parentId ?? null;
      if (parentId !== null) {
        const parent = await repo.findCategory(tx, parentId);
        if (!parent || parent.tree !== input.tree) throw new AppError('CATEGORY_PARENT_INVALID');
        // no cycles: the new parent may not be the node itself nor under it
        if (input.id !== undefined) {
          const rows = await repo.listTrees(tx, input.tree);
          const parentOf = new Map(rows.map((r) => [r.id, r.parentId ?? null]));
          for (let at: number | null = parentId, steps = 0; at !== null && steps < 100; at = parentOf.get(at) ?? null, steps++) {
            if (at === input.id) throw new AppError('CATEGORY_PARENT_INVALID');
          }
        }
      }
      const same = await repo.findByCode(tx, input.tree, input.code);
      if (same && same.id !== input.id) throw new AppError('CATEGORY_CODE_TAKEN', { code: input.code });
      const fields = {
        parentId,
        code: input.code,
        nameZh: input.nameZh,
        nameEn: input.nameEn,
        sort: input.sort,
        enabled: input.enabled,
        updatedAt: now,
      };
      let row: repo.CategoryRow | undefined;
      if (input.id === undefined) {
        row = await repo.insertCategory(tx, { tree: input.tree, ...fields, createdAt: now });
        if (!row) throw new AppError('CATEGORY_CODE_TAKEN', { code: input.code });
      } else {
        const before = await repo.findCategory(tx, input.id);
        if (!before) throw new AppError('CATEGORY_NOT_FOUND');
        if (before.tree !== input.tree) throw new AppError('CATEGORY_PARENT_INVALID');
        // a code rows already store is not renamed under them
        if (before.code !== input.code) {
          const used = await usageOf(tx, input.tree, before.code);
          if (used > 0) throw new AppError('CATEGORY_IN_USE', { count: used });
        }
        row = await repo.updateCategory(tx, input.id, fields);
      }
      await audit(
        tx,
        {
          actorId: viewer.id,
          action: input.id === undefined ? 'category.create' : 'category.edit',
          target: `category:${row!.id}`,
          reason: input.reason,
          detail: { tree: input.tree, code: input.code, nameZh: input.nameZh, nameEn: input.nameEn, enabled: input.enabled, parentId },
        },
        now,
      );
      return nodeOf(row!, lang);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CATEGORY_CODE_TAKEN', { code: input.code });
    throw err;
  }
}

function isUniqueViolation(e: unknown): boolean {
  for (let cur = e as { code?: unknown; cause?: unknown } | undefined, i = 0; cur && i < 5; cur = cur.cause as typeof cur, i++)
    if (cur.code === '23505') return true;
  return false;
}

async function usageOf(db: Db, tree: CategoryTree, code: string): Promise<number> {
  let n = 0;
  for (const usage of usages) n += await usage(db, tree, code);
  return n;
}

export async function deleteMenu(ctx: AppContext, viewer: Viewer, id: number, reason?: string): Promise<null> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findCategory(tx, id);
    if (!row) throw new AppError('CATEGORY_NOT_FOUND');
    const children = await repo.countChildren(tx, id);
    if (children > 0) throw new AppError('CATEGORY_HAS_CHILDREN', { count: children });
    const used = await usageOf(tx, row.tree as CategoryTree, row.code);
    if (used > 0) throw new AppError('CATEGORY_IN_USE', { count: used });
    await repo.deleteCategory(tx, id);
    await audit(
      tx,
      { actorId: viewer.id, action: 'category.delete', target: `category:${id}`, reason, detail: { tree: row.tree, code: row.code } },
      now,
    );
  });
  return null;
}

export interface RegionCity {
  code: string;
  name: { zh: string; en: string };
  province: { code: string; zh: string; en: string };
}

/** The region tree's city a brief names (its Chinese or English name) and its province; undefined when the tree has no such city. */
export async function regionCityOf(db: Db, name: string): Promise<RegionCity | undefined> {
  const row = await repo.findRegionCity(db, name.trim());
  if (!row) return undefined;
  return {
    code: row.code,
    name: { zh: row.nameZh, en: row.nameEn },
    province: { code: row.provinceCode, zh: row.provinceZh, en: row.provinceEn },
  };
}
