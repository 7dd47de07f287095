import { useI18n } from '../../../i18n';
import { MultiSelect } from '../../../components/lite/MultiSelect';
import type { CategoryNode, TreeName } from '../api';
import { enabledNodes, flatten, nodeName, useMenusTree } from '../useMenusTree';

type Props = {
  tree: Exclude<TreeName, 'region'>;
  /** the empty choice's text ("any …") and the box's placeholder */
  placeholder?: string;
  testId?: string;
  'aria-label'?: string;
} & (
  | { multiple?: false; value?: string; onChange?: (code: string | undefined) => void }
  | { multiple: true; value?: string[]; onChange?: (codes: string[]) => void }
);

/** Every node of a tree, depth first, with its depth. */
const withDepth = (nodes: readonly CategoryNode[], depth = 0): Array<{ node: CategoryNode; depth: number }> =>
  nodes.flatMap((node) => [{ node, depth }, ...withDepth(node.children ?? [], depth + 1)]);

/**
 * A list filter by one category tree (industry, design type, style, model category) in plain markup, no antd: one
 * node in a native select (children indented under their parent), or several in the plain MultiSelect (a group per
 * top node, the node itself first). The forms keep the antd `CategorySelect`; this is the directories' filter.
 */
export function CategoryFilter(props: Props) {
  const { t, lang } = useI18n();
  const tree = useMenusTree(props.tree);
  // the switched-on nodes, once (enabledNodes copies the whole tree)
  const nodes = enabledNodes(tree.data ?? []);
  const placeholder = props.placeholder ?? t('categories.pick');
  const label = props['aria-label'] ?? placeholder;
  if (props.multiple) {
    const groups = nodes.map((top) => ({
      label: nodeName(top, lang),
      options: flatten([top]).map((node) => ({
        value: node.code,
        label: nodeName(node, lang),
        search: `${node.nameZh} ${node.nameEn} ${node.code}`,
      })),
    }));
    return (
      <MultiSelect
        groups={groups}
        value={props.value ?? []}
        onChange={(codes) => props.onChange?.(codes)}
        label={label}
        placeholder={placeholder}
        loading={tree.isPending}
        testId={props.testId}
      />
    );
  }
  return (
    <select
      className="bh-select"
      value={props.value ?? ''}
      onChange={(e) => props.onChange?.(e.target.value || undefined)}
      aria-label={label}
      data-testid={props.testId}
    >
      <option value="">{placeholder}</option>
      {withDepth(nodes).map(({ node, depth }) => (
        <option key={node.code} value={node.code}>
          {'\u3000'.repeat(depth) + nodeName(node, lang)}
        </option>
      ))}
    </select>
  );
}
