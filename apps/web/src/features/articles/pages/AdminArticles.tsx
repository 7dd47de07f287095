import { useState } from 'react';
import { App, Button, Card, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DeleteLink, EditLink } from '../../../components/RowActions';
import { PagedTable } from '../../../components/PagedTable';
import { formatDateTime, useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { articleKeys, articlesApi, type AdminArticleItem, type ArticleForm } from '../api';
import { ArticleEditor } from '../components/ArticleEditor';

/** /admin/articles: every article, drafts included (Admin/articleList); written and edited in a dialog (Admin/articleSave), deleted (Admin/articleDel). */
export default function AdminArticles() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<{ article: ArticleForm | null } | null>(null);
  const list = usePagedList({ filter: {}, queryKey: articleKeys.admin, queryFn: articlesApi.adminList, pageSize: 20 });
  const open = useMutation({ mutationFn: (id: number) => articlesApi.edit(id), onSuccess: (article) => setEditing({ article }) });
  const remove = useMutation({
    mutationFn: (id: number) => articlesApi.remove(id),
    onSuccess: async () => {
      message.success(t('articles.admin.deleted'), 1.5);
      await qc.invalidateQueries({ queryKey: articleKeys.all });
    },
  });
  return (
    <>
      <Typography.Title level={3}>{t('articles.title.admin')}</Typography.Title>
      <Card>
        <div className="bh-toolbar">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ article: null })} data-testid="admin-article-new">
            {t('articles.admin.new')}
          </Button>
        </div>
        <PagedTable<AdminArticleItem>
          list={list}
          rowKey="id"
          size="small"
          data-testid="admin-articles-table"
          narrowHide={['updatedAt']}
          columns={[
            {
              key: 'title',
              title: t('articles.field.title'),
              render: (_, a) =>
                a.status === 'published' ? (
                  <Link to={`/article/${a.id}`} data-testid={`admin-article-${a.id}`}>
                    {a.title}
                  </Link>
                ) : (
                  <span data-testid={`admin-article-${a.id}`}>{a.title}</span>
                ),
            },
            { key: 'category', title: t('articles.field.category'), render: (_, a) => t(`articles.category.${a.category}`) },
            {
              key: 'status',
              title: t('articles.field.status'),
              render: (_, a) => <Tag color={a.status === 'published' ? 'green' : undefined}>{t(`articles.admin.status.${a.status}`)}</Tag>,
            },
            { key: 'updatedAt', title: t('articles.admin.updated'), render: (_, a) => formatDateTime(a.updatedAt) },
            {
              key: 'actions',
              title: t('common.actions'),
              width: 150,
              render: (_, a) => (
                <Space size={0} wrap>
                  <EditLink
                    busy={open.isPending && open.variables === a.id}
                    onClick={() => open.mutate(a.id)}
                    testId={`admin-article-edit-${a.id}`}
                  />
                  <DeleteLink
                    confirm={t('articles.admin.confirmDelete', { title: a.title })}
                    onConfirm={() => remove.mutateAsync(a.id)}
                    testId={`admin-article-delete-${a.id}`}
                  />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <ArticleEditor
        open={editing !== null}
        article={editing?.article ?? null}
        onClose={() => setEditing(null)}
        onSave={async (body) => {
          await articlesApi.save(editing?.article ? { id: editing.article.id, ...body } : body);
          message.success(t('articles.admin.saved'), 1.5);
          setEditing(null);
          void qc.invalidateQueries({ queryKey: articleKeys.all });
        }}
      />
    </>
  );
}
