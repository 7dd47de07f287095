import { Tag } from '../../../components/lite/Content';
import { useI18n } from '../../../i18n';
import { flatten, nodeName, useMenusTree } from '../../categories/useMenusTree';

/** A designer's specialties (designType codes) by their names in the viewer's language (plain tags). */
export function Specialties({ codes }: { codes: string[] }) {
  const { lang } = useI18n();
  const tree = useMenusTree('designType');
  const nodes = flatten(tree.data ?? []);
  return (
    <span className="bh-row-wrap">
      {codes.map((c) => {
        const n = nodes.find((x) => x.code === c);
        return (
          <Tag key={c} color="blue">
            {n ? nodeName(n, lang) : c}
          </Tag>
        );
      })}
    </span>
  );
}

/** The name of a category code (design type or style). */
export function useCategoryName(tree: 'designType' | 'style') {
  const { lang } = useI18n();
  const q = useMenusTree(tree);
  const nodes = flatten(q.data ?? []);
  return (code: string) => {
    const n = nodes.find((x) => x.code === code);
    return n ? nodeName(n, lang) : code;
  };
}
