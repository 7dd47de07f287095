import { useI18n } from '../../../i18n';
import { MultiSelect } from '../../../components/lite/MultiSelect';
import type { CategoryNode, TreeName } from '../api';
import { enabledNodes, flatten, nodeName, useMenusTree } from '../useMenusTree';

type Props = {
  tree: Exclude<TreeName, 'region'>;
  /** the empty choice's text ("Choose…", "any …") and the multiple box's placeholder */
  placeholder?: string;
  testId?: string;
  /** the control's id: a plain form's label points at it */
  id?: string;
  /** more classes for the native select */
  className?: string;
  /** the empty choice stays offered once a node is chosen (true unless told) */
  allowClear?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  /** a plain form's error state and lines (lite/Fields `describe`) */
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
} & (
  | { multiple?: false; value?: string; onChange?: (code: string | undefined) => void }
  | { multiple: true; value?: string[]; onChange?: (codes: string[]) => void }
);

/** Every node of a tree, depth first, with its depth. */
const withDepth = (nodes: readonly CategoryNode[], depth = 0): Array<{ node: CategoryNode; depth: number }> =>
  nodes.flatMap((node) => [{ node, depth }, ...withDepth(node.children ?? [], depth + 1)]);

/**
 * A node of one category tree by its code (industry, design type, style, model category), for the forms and the
 * lists' filters, in plain markup: one node in a native select (children indented under their parent, the
 * empty choice `placeholder` first; the trees are short, 6 to 14 nodes in the default data, so the whole list is seen
 * at once and needs no typed search, unlike the city picker), several in the plain MultiSelect (a group per top node, the node itself first,
 * searchable in both languages). Only switched-on nodes are offered (a stored code the tree no longer offers shows as
 * itself); the names follow the viewer's language. It is the control (value, onChange, id) of the plain forms.
 */
export function CategorySelect(props: Props) {
  const { t, lang } = useI18n();
  const tree = useMenusTree(props.tree);
  // the switched-on nodes, once (enabledNodes copies the whole tree)
  const nodes = enabledNodes(tree.data ?? []);
  const placeholder = props.placeholder ?? t('categories.pick');
  // a form's label names the control through `id`; a filter without one is named by its placeholder
  const label = props['aria-label'] ?? (props.id ? undefined : placeholder);
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
        label={label ?? placeholder}
        placeholder={placeholder}
        loading={tree.isPending}
        testId={props.testId}
      />
    );
  }
  const listed = withDepth(nodes);
  const value = props.value ?? '';
  return (
    <select
      id={props.id}
      className={props.className ? `bh-select ${props.className}` : 'bh-select'}
      value={value}
      onChange={(e) => props.onChange?.(e.target.value || undefined)}
      disabled={props.disabled}
      aria-label={label}
      aria-invalid={props['aria-invalid'] || undefined}
      aria-describedby={props['aria-describedby']}
      aria-busy={tree.isPending || undefined}
      data-testid={props.testId}
    >
      {(props.allowClear !== false || !value) && <option value="">{placeholder}</option>}
      {value && !listed.some((x) => x.node.code === value) && <option value={value}>{value}</option>}
      {listed.map(({ node, depth }) => (
        <option key={node.code} value={node.code}>
          {'\u3000'.repeat(depth) + nodeName(node, lang)}
        </option>
      ))}
    </select>
  );
}
