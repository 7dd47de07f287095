import { inLang } from '@boothhub/shared/lang';
import { useQuery } from '@tanstack/react-query';
import type { Lang } from '../../i18n';
import { categoriesApi, categoryKeys, type CategoryNode, type TreeName } from './api';

/** The trees rarely change: a client keeps one for an hour and refetches it only when the page is reloaded after that. */
export const TREE_STALE_MS = 60 * 60 * 1000;

/**
 * One category tree (`Common/menusTree`). All trees come in one answer, cached by TanStack Query for an hour and
 * shared by every picker of the app; the answer's `version` is kept with it (`useTreesVersion`). The back office
 * invalidates `categoryKeys.all` after an edit, so an admin sees the change at once.
 */
export function useMenusTree(tree: TreeName) {
  return useQuery({
    queryKey: categoryKeys.trees,
    queryFn: categoriesApi.trees,
    staleTime: TREE_STALE_MS,
    gcTime: 2 * TREE_STALE_MS,
    select: (data): CategoryNode[] => data.trees[tree] ?? [],
  });
}

/** A node's name in the viewer's language (the shared `inLang`, decision 087). */
export const nodeName = (node: Pick<CategoryNode, 'nameZh' | 'nameEn'>, lang: Lang) => inLang(lang, node.nameZh, node.nameEn);

/** The enabled nodes only (pickers never offer a switched-off node), children included. */
export function enabledNodes(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.filter((n) => n.enabled).map((n) => ({ ...n, children: enabledNodes(n.children ?? []) }));
}

/** Every node of a tree, depth first. */
export function flatten(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}
