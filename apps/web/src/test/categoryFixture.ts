import type { categories } from '@boothhub/shared';

/** A category tree's node as Common/menusTree answers it: named in both languages (`name` the English), sorted by id. */
export const categoryNode = (
  id: number,
  code: string,
  nameZh: string,
  nameEn: string,
  parentId: number | null = null,
  children: categories.CategoryNode[] = [],
  enabled = true,
): categories.CategoryNode => ({ id, code, name: nameEn, nameZh, nameEn, sort: id, enabled, parentId, children });
