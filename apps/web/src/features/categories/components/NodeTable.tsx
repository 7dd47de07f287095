import '../categories.css';
import { useState, type ReactNode } from 'react';
import MinusSquareOutlined from '@ant-design/icons-svg/es/asn/MinusSquareOutlined';
import PlusSquareOutlined from '@ant-design/icons-svg/es/asn/PlusSquareOutlined';
import { useI18n } from '../../../i18n';
import { useMedia } from '../../../lib/useMedia';
import { Icon } from '../../../components/lite/Icon';
import { Table, type Column } from '../../../components/lite/Table';
import type { CategoryNode } from '../api';
import { nodeName } from '../useMenusTree';

/** A node shown as a row: how deep it is, and whether it has nodes under it. */
export interface NodeRow {
  node: CategoryNode;
  depth: number;
}

/** The rows shown: every node in the tree's order, but not those under a closed node. */
function visibleRows(nodes: CategoryNode[], closed: ReadonlySet<number>, depth = 0): NodeRow[] {
  return nodes.flatMap((node) => [{ node, depth }, ...(closed.has(node.id) ? [] : visibleRows(node.children, closed, depth + 1))]);
}

/**
 * A category tree as a plain table (antd's tree table with every branch open): each node indented under its parent,
 * with a button that hides or shows the nodes under it; on a phone (< 576 px) the code goes under the name and the
 * code and order columns are left out. `status` and `actions` draw a row's switch and links.
 */
export function NodeTable({
  nodes,
  caption,
  status,
  actions,
}: {
  nodes: CategoryNode[];
  caption: string;
  status: (node: CategoryNode) => ReactNode;
  actions: (node: CategoryNode) => ReactNode;
}) {
  const { t, lang } = useI18n();
  const narrow = !useMedia('(min-width: 576px)');
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const flip = (id: number) =>
    setClosed((c) => {
      const next = new Set(c);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns: Column<NodeRow>[] = [
    {
      key: 'name',
      title: t('categories.node.nameZh'),
      render: ({ node: n, depth }) => (
        <span className="bh-tree-cell" style={{ paddingInlineStart: depth * 20 }}>
          {n.children.length > 0 ? (
            <button
              type="button"
              className="bh-btn bh-btn-text bh-btn-icon bh-btn-small"
              aria-expanded={!closed.has(n.id)}
              aria-label={t(closed.has(n.id) ? 'categories.node.expand' : 'categories.node.collapse', { name: nodeName(n, lang) })}
              onClick={() => flip(n.id)}
            >
              <Icon icon={closed.has(n.id) ? PlusSquareOutlined : MinusSquareOutlined} />
            </button>
          ) : (
            <span className="bh-tree-leaf" />
          )}
          <span data-testid={`category-node-${n.code}`}>
            {nodeName(n, lang)}
            <span className="bh-secondary"> · {lang === 'zh-CN' ? n.nameEn : n.nameZh}</span>
            {narrow && <code className="bh-secondary"> {n.code}</code>}
          </span>
        </span>
      ),
    },
    ...(narrow
      ? []
      : [
          { key: 'code', title: t('categories.node.code'), render: ({ node }: NodeRow) => node.code },
          { key: 'sort', title: t('categories.node.sort'), align: 'right' as const, render: ({ node }: NodeRow) => node.sort },
        ]),
    { key: 'enabled', title: t('categories.node.enabled'), render: ({ node }) => status(node) },
    { key: 'actions', title: t('common.actions'), render: ({ node }) => <div className="bh-row-actions">{actions(node)}</div> },
  ];
  return (
    <Table<NodeRow>
      columns={columns}
      rows={visibleRows(nodes, closed)}
      rowKey={(r) => r.node.id}
      caption={caption}
      empty={t('categories.node.none')}
      testId="category-table"
    />
  );
}
