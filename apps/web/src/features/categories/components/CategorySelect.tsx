import { TreeSelect } from 'antd';
import { useI18n } from '../../../i18n';
import type { CategoryNode, TreeName } from '../api';
import { enabledNodes, nodeName, useMenusTree } from '../useMenusTree';

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
  return (
    <TreeSelect
      id={props.id}
      className={props.className ?? 'bh-full'}
      treeData={options}
      value={props.value}
      onChange={(v: string | string[] | undefined) =>
        props.multiple ? props.onChange?.((v as string[]) ?? []) : props.onChange?.(v as string | undefined)
      }
      multiple={props.multiple}
      allowClear={props.allowClear ?? true}
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      loading={tree.isPending}
      placeholder={props.placeholder ?? t('categories.pick')}
      aria-label={props['aria-label']}
      data-testid={props.testId}
      popupMatchSelectWidth={false}
    />
  );
}
