import { lazy, Suspense } from 'react';
import { Select } from 'antd';
import { useI18n } from '../../../i18n';
import type { CategoryNode, TreeName } from '../api';
import { enabledNodes, nodeName, useMenusTree } from '../useMenusTree';

/** antd's TreeSelect is heavy and most pages never open one: it comes in its own chunk (docs/decisions/019). */
const TreeSelect = lazy(() => import('antd/es/tree-select'));

interface TreeOption {
  value: string;
  title: string;
  children: TreeOption[];
}

const toOptions = (nodes: CategoryNode[], lang: 'zh-CN' | 'en-US'): TreeOption[] =>
  nodes.map((n) => ({ value: n.code, title: nodeName(n, lang), children: toOptions(n.children ?? [], lang) }));

type Props = {
  tree: Exclude<TreeName, 'region'>;
  placeholder?: string;
  testId?: string;
  id?: string;
  className?: string;
  allowClear?: boolean;
  'aria-label'?: string;
} & (
  | { multiple?: false; value?: string; onChange?: (code: string | undefined) => void }
  | { multiple: true; value?: string[]; onChange?: (codes: string[]) => void }
);

/**
 * A node of one category tree by its code (industry, design type, style, model category), for filters and forms.
 * Only switched-on nodes are offered; the names follow the viewer's language.
 */
export function CategorySelect(props: Props) {
  const { t, lang } = useI18n();
  const tree = useMenusTree(props.tree);
  const options = toOptions(enabledNodes(tree.data ?? []), lang);
  const placeholder = props.placeholder ?? t('categories.pick');
  return (
    // the stand-in while TreeSelect's chunk loads carries the field's id and name too (its form label points at it)
    <Suspense
      fallback={
        <Select id={props.id} aria-label={props['aria-label']} className={props.className ?? 'bh-full'} loading disabled placeholder={placeholder} />
      }
    >
      <TreeSelect
        id={props.id}
        className={props.className ?? 'bh-full'}
        treeData={options}
        value={props.value}
        onChange={(v: unknown) => (props.multiple ? props.onChange?.((v as string[] | undefined) ?? []) : props.onChange?.(v as string | undefined))}
        multiple={props.multiple}
        allowClear={props.allowClear ?? true}
        showSearch={{ treeNodeFilterProp: 'title' }}
        treeDefaultExpandAll
        loading={tree.isPending}
        placeholder={placeholder}
        aria-label={props['aria-label']}
        data-testid={props.testId}
        popupMatchSelectWidth={false}
      />
    </Suspense>
  );
}
