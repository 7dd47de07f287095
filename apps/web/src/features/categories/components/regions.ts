import { useMemo } from 'react';
import { useI18n } from '../../../i18n';
import type { CategoryNode } from '../api';
import { enabledNodes, nodeName, useMenusTree } from '../useMenusTree';

/** What rows store for a city (docs/rules/catalogue.md: cities by name): its Chinese name. */
export const cityValue = (node: Pick<CategoryNode, 'nameZh'>) => node.nameZh;

/**
 * The region tree (province → city) as the city pickers need it: a group of cities per province (a province without
 * cities is its own city), each city searchable by both languages' names and its code.
 */
export function useRegions() {
  const { lang } = useI18n();
  const tree = useMenusTree('region');
  return useMemo(() => {
    const provinces = enabledNodes(tree.data ?? []);
    const cityOf = (p: CategoryNode) => (p.children?.length ? p.children : [p]);
    const groups = provinces.map((p) => ({
      label: nodeName(p, lang),
      options: cityOf(p).map((c) => ({ value: cityValue(c), label: nodeName(c, lang), search: `${c.nameZh} ${c.nameEn} ${c.code}` })),
    }));
    return { groups, loading: tree.isPending };
  }, [tree.data, tree.isPending, lang]);
}
