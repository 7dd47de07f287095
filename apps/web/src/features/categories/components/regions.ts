import { useMemo } from 'react';
import { useI18n } from '../../../i18n';
import type { CategoryNode } from '../api';
import { enabledNodes, nodeName, useMenusTree } from '../useMenusTree';

/** What rows store for a city (docs/rules/catalogue.md: cities by name): its Chinese name. */
export const cityValue = (node: Pick<CategoryNode, 'nameZh'>) => node.nameZh;

/** The region tree (province → city) as the city pickers need it: a group of cities per province (a province without cities is its own city). */
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
    const cities = new Set(groups.flatMap((g) => g.options.map((o) => o.value)));
    return { groups, loading: tree.isPending, has: (city: string) => cities.has(city) };
  }, [tree.data, tree.isPending, lang]);
}
