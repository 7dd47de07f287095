import { useState } from 'react';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { categoryTrees as treeNames } from '@boothhub/shared/contracts/categoryOptions';
import { useI18n, type MessageKey } from '../../../i18n';
import { isApiError } from '../../../lib/request';
import { PageSpin } from '../../../components/PageSpin';
import { Panel } from '../../../components/lite/Content';
import { ConfirmButton } from '../../../components/lite/Confirm';
import { Icon } from '../../../components/lite/Icon';
import { Switch } from '../../../components/lite/Switch';
import { TabPanel, Tabs } from '../../../components/lite/Tabs';
import { categoriesApi, categoryKeys, type CategoryNode, type NodeSave, type TreeName } from '../api';
import { NodeForm, type NodeTarget } from '../components/NodeForm';
import { NodeTable } from '../components/NodeTable';
import { nodeName } from '../useMenusTree';
import { message, notification } from '../../../lib/notice';

const nodeBody = (tree: TreeName, n: CategoryNode, patch: Partial<NodeSave>): NodeSave => ({
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

const LINK = 'bh-btn bh-btn-link bh-btn-link-primary bh-btn-small';

/**
 * /admin/categories: the category trees (Admin/menusList), one per tab, with every node including switched-off ones;
 * add (top level or under a node), edit, switch on/off and delete (Admin/menuSave, Admin/menuDel). A refused delete
 * (children, or rows using the node) says why. Plain markup.
 */
export default function AdminCategories() {
  const { t, lang } = useI18n();
  const qc = useQueryClient();
  const [tree, setTree] = useState<TreeName>('industry');
  const [target, setTarget] = useState<NodeTarget | null>(null);
  const list = useQuery({ queryKey: categoryKeys.admin(tree), queryFn: () => categoriesApi.adminTree(tree) });
  const refresh = () => qc.invalidateQueries({ queryKey: categoryKeys.all });
  const refused = (err: unknown) =>
    notification.error({ title: t('request.errorTitle'), description: isApiError(err) ? err.userMessage : String(err), placement: 'topRight' });
  const toggle = useMutation({
    mutationFn: (n: CategoryNode) => categoriesApi.save(nodeBody(tree, n, { enabled: !n.enabled })),
    onSuccess: async () => {
      message.success(t('categories.node.saved'), 1.5);
      await refresh();
    },
    onError: refused,
  });
  const remove = useMutation({
    mutationFn: (n: CategoryNode) => categoriesApi.remove(n.id),
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
      <h1 className="bh-h3 bh-gap-bottom">{t('categories.title.admin')}</h1>
      <Panel large>
        <Tabs
          items={treeNames.map((name) => ({
            key: name,
            label: <span data-testid={`category-tab-${name}`}>{t(`categories.tree.${name}` as MessageKey)}</span>,
          }))}
          active={tree}
          onChange={setTree}
          label={t('categories.title.admin')}
          idBase="category-tree"
        />
        <TabPanel idBase="category-tree" active={tree}>
          <div className="bh-toolbar">
            <button
              type="button"
              className="bh-btn bh-btn-primary"
              onClick={() => setTarget({ tree, parent: null, node: null })}
              data-testid="category-add"
            >
              <Icon icon={PlusOutlined} />
              {t('categories.node.add')}
            </button>
          </div>
          {list.isPending ? (
            <PageSpin />
          ) : (
            <div className={list.isFetching ? 'bh-busy' : undefined} aria-busy={list.isFetching}>
              <NodeTable
                // a new tree starts with every branch open
                key={tree}
                nodes={list.data?.listItem ?? []}
                caption={t(`categories.tree.${tree}` as MessageKey)}
                status={(n) => (
                  <Switch
                    checked={n.enabled}
                    busy={toggle.isPending && toggle.variables?.id === n.id}
                    onChange={() => toggle.mutate(n)}
                    hiddenLabel={n.enabled ? t('categories.node.disable') : t('categories.node.enable')}
                    testId={`category-enabled-${n.code}`}
                  />
                )}
                actions={(n) => (
                  <>
                    <button
                      type="button"
                      className={LINK}
                      onClick={() => setTarget({ tree, parent: n, node: null })}
                      data-testid={`category-add-${n.code}`}
                    >
                      {t('categories.node.addChild')}
                    </button>
                    <button
                      type="button"
                      className={LINK}
                      onClick={() => setTarget({ tree, parent: find(n.parentId), node: n })}
                      data-testid={`category-edit-${n.code}`}
                    >
                      {t('common.edit')}
                    </button>
                    <ConfirmButton
                      question={t('categories.node.deleteConfirm', { name: nodeName(n, lang) })}
                      onConfirm={() => remove.mutateAsync(n).catch(() => undefined)}
                      okText={t('common.delete')}
                      danger
                      className="bh-btn bh-btn-link bh-btn-small bh-btn-danger"
                      testId={`category-delete-${n.code}`}
                      okTestId="category-delete-ok"
                    >
                      {t('common.delete')}
                    </ConfirmButton>
                  </>
                )}
              />
            </div>
          )}
        </TabPanel>
      </Panel>
      <NodeForm target={target} onClose={() => setTarget(null)} onSave={save} />
    </>
  );
}
