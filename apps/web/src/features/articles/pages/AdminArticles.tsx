import { Button, Card, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { editorColumn } from '../../../components/RowActions';
import { PagedTable } from '../../../components/PagedTable';
import { useDialogEditor } from '../../../components/useDialogEditor';
import { formatDateTime, useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { articleKeys, articlesApi, type AdminArticleItem, type ArticleForm, type ArticleSave } from '../api';
import { ArticleEditor } from '../components/ArticleEditor';

/** /admin/articles: every article, drafts included (Admin/articleList); written and edited in a dialog (Admin/articleSave), deleted (Admin/articleDel). */
export default function AdminArticles() {
  const { t } = useI18n();
  const list = usePagedList({ filter: {}, queryKey: articleKeys.admin, queryFn: articlesApi.adminList, pageSize: 20 });
  const editor = useDialogEditor<ArticleForm, ArticleSave>({
    load: articlesApi.edit,
    remove: articlesApi.remove,
    save: articlesApi.save,
    invalidate: articleKeys.all,
    deleted: t('articles.admin.deleted'),
    saved: t('articles.admin.saved'),
  });
  return (
    <>
      <Typography.Title level={3}>{t('articles.title.admin')}</Typography.Title>
      <Card>
        <div className="bh-toolbar">
          <Button type="primary" icon={<PlusOutlined />} onClick={editor.create} data-testid="admin-article-new">
            {t('articles.admin.new')}
          </Button>
        </div>
        <PagedTable<AdminArticleItem>
          list={list}
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
            editorColumn(t('common.actions'), editor, (a) => t('articles.admin.confirmDelete', { title: a.title }), 'admin-article'),
          ]}
        />
      </Card>
      <ArticleEditor {...editor.dialog} />
    </>
  );
}
