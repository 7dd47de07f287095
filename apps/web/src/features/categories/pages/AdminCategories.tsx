import { useState } from 'react';
import { Button, Card, Space, Switch, Table, Tabs, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n, type MessageKey } from '../../../i18n';
import { isApiError } from '../../../lib/request';
import { useNarrow } from '../../../components/columns';
import { DeleteLink, EditLink } from '../../../components/RowActions';
import { categoryTrees as treeNames } from '@boothhub/shared/contracts/categories';
import { categoriesApi, categoryKeys, type CategoryNode, type NodeSave, type TreeName } from '../api';
import { NodeForm, type NodeTarget } from '../components/NodeForm';
import { nodeName } from '../useMenusTree';
import { message, notification } from '../../../app/notice';

/** antd's tree table wants no `children` on leaves (else it shows an expander with nothing inside). */
type Row = Omit<CategoryNode, 'children'> & { children?: Row[] };
const rows = (nodes: CategoryNode[]): Row[] => nodes.map(({ children, ...n }) => (children.length ? { ...n, children: rows(children) } : n));

const nodeBody = (tree: TreeName, n: Row, patch: Partial<NodeSave>): NodeSave => ({
  id: n.id,
  tree,
  parentId: n.parentId,
  code: n.code,
  nameZh: n.nameZh,
  nameEn: n.nameEn,
  sort: n.sort,
  enabled: n.enabled,
  ...patch,
});

/**
 * /admin/categories: the category trees (Admin/menusList), one per tab, with every node including switched-off ones;
 * add (top level or under a node), edit, switch on/off and delete (Admin/menuSave, Admin/menuDel). A refused delete
 * (children, or rows using the node) says why.
 */
export default function AdminCategories() {
  const { t, lang } = useI18n();
  const qc = useQueryClient();
  const [tree, setTree] = useState<TreeName>('industry');
  const [target, setTarget] = useState<NodeTarget | null>(null);
  const narrow = useNarrow();
  const list = useQuery({ queryKey: categoryKeys.admin(tree), queryFn: () => categoriesApi.adminTree(tree) });
  const refresh = () => qc.invalidateQueries({ queryKey: categoryKeys.all });
  const refused = (err: unknown) =>
    notification.error({ title: t('request.errorTitle'), description: isApiError(err) ? err.userMessage : String(err), placement: 'topRight' });
  const toggle = useMutation({
    mutationFn: (n: Row) => categoriesApi.save(nodeBody(tree, n, { enabled: !n.enabled })),
    onSuccess: async () => {
      message.success(t('categories.node.saved'), 1.5);
      await refresh();
    },
    onError: refused,
  });
  const remove = useMutation({
    mutationFn: (n: Row) => categoriesApi.remove(n.id),
    onSuccess: async () => {
      message.success(t('categories.node.deleted'), 1.5);
      await refresh();
    },
    onError: refused,
  });
  const save = async (body: NodeSave) => {
    await categoriesApi.save(body);
    message.success(t('categories.node.saved'), 1.5);
    setTarget(null);
    await refresh();
  };
  const find = (id: number | null, nodes = list.data?.listItem ?? []): CategoryNode | null => {
    for (const n of nodes) {
      if (n.id === id) return n;
      const hit = find(id, n.children);
      if (hit) return hit;
    }
    return null;
  };

  return (
    <>
      <Typography.Title level={3}>{t('categories.title.admin')}</Typography.Title>
      <Card>
        <Tabs
          activeKey={tree}
          onChange={(k) => setTree(k as TreeName)}
          items={treeNames.map((name) => ({
            key: name,
            label: <span data-testid={`category-tab-${name}`}>{t(`categories.tree.${name}` as MessageKey)}</span>,
          }))}
        />
        <div className="bh-toolbar">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ tree, parent: null, node: null })} data-testid="category-add">
            {t('categories.node.add')}
          </Button>
        </div>
        <Table<Row>
          // remounted once the tree is here, so every branch starts open
          key={`${tree}-${list.data ? 'loaded' : 'loading'}`}
          expandable={{ defaultExpandAllRows: true }}
          rowKey="id"
          size="small"
          loading={list.isFetching}
          dataSource={rows(list.data?.listItem ?? [])}
          pagination={false}
          locale={{ emptyText: t('categories.node.none') }}
          data-testid="category-table"
          scroll={narrow ? undefined : { x: 640 }}
          columns={[
            {
              key: 'name',
              title: t('categories.node.nameZh'),
              render: (_, n) => (
                <span data-testid={`category-node-${n.code}`}>
                  {nodeName(n, lang)}
                  <Typography.Text type="secondary"> · {lang === 'zh-CN' ? n.nameEn : n.nameZh}</Typography.Text>
                  {narrow && (
                    <Typography.Text type="secondary" code>
                      {n.code}
                    </Typography.Text>
                  )}
                </span>
              ),
            },
            ...(narrow
              ? []
              : [
                  { key: 'code', title: t('categories.node.code'), dataIndex: 'code', width: 140 },
                  { key: 'sort', title: t('categories.node.sort'), dataIndex: 'sort', width: 70, align: 'right' as const },
                ]),
            {
              key: 'enabled',
              title: t('categories.node.enabled'),
              width: 80,
              render: (_, n) => (
                <Switch
                  size="small"
                  checked={n.enabled}
                  loading={toggle.isPending && toggle.variables?.id === n.id}
                  onChange={() => toggle.mutate(n)}
                  aria-label={n.enabled ? t('categories.node.disable') : t('categories.node.enable')}
                  data-testid={`category-enabled-${n.code}`}
                />
              ),
            },
            {
              key: 'actions',
              title: t('common.actions'),
              width: 220,
              render: (_, n) => (
                <Space size={0} wrap>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setTarget({ tree, parent: find(n.id), node: null })}
                    data-testid={`category-add-${n.code}`}
                  >
                    {t('categories.node.addChild')}
                  </Button>
                  <EditLink onClick={() => setTarget({ tree, parent: find(n.parentId), node: find(n.id) })} testId={`category-edit-${n.code}`} />
                  <DeleteLink
                    confirm={t('categories.node.deleteConfirm', { name: nodeName(n, lang) })}
                    onConfirm={() => remove.mutate(n)}
                    testId={`category-delete-${n.code}`}
                    confirmTestId="category-delete-ok"
                  />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <NodeForm target={target} onClose={() => setTarget(null)} onSave={save} />
    </>
  );
}
