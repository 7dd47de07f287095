import { useMemo } from 'react';
import { useI18n } from '../../../i18n';
import type { CategoryNode } from '../api';
import { enabledNodes, nodeName, useMenusTree } from '../useMenusTree';

/** What rows store for a city (docs/rules/catalogue.md: cities by name): its Chinese name. */
export const cityValue = (node: Pick<CategoryNode, 'nameZh'>) => node.nameZh;

/** The region tree (province → city) as the city pickers need it. */
export function useRegions() {
  const { lang } = useI18n();
  const tree = useMenusTree('region');
  return useMemo(() => {
    const provinces = enabledNodes(tree.data ?? []);
    const cityOf = (p: CategoryNode) => (p.children?.length ? p.children : [p]);
    const options = provinces.map((p) => ({
      value: cityValue(p),
      label: nodeName(p, lang),
      children: (p.children ?? []).map((c) => ({ value: cityValue(c), label: nodeName(c, lang) })),
    }));
    const groups = provinces.map((p) => ({
      label: nodeName(p, lang),
      title: nodeName(p, lang),
      options: cityOf(p).map((c) => ({ value: cityValue(c), label: nodeName(c, lang), search: `${c.nameZh} ${c.nameEn} ${c.code}` })),
    }));
    const paths = new Map<string, string[]>();
    for (const p of provinces) for (const c of cityOf(p)) paths.set(cityValue(c), c === p ? [cityValue(p)] : [cityValue(p), cityValue(c)]);
    return { options, groups, loading: tree.isPending, pathOf: (city: string) => paths.get(city) };
  }, [tree.data, tree.isPending, lang]);
}
