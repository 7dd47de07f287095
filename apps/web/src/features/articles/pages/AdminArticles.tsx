import { inLang } from '@boothhub/shared/lang';
import { Suspense } from 'react';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { Link } from 'react-router';
import { editorColumn } from '../../../components/RowActions';
import { PagedPlainTable } from '../../../components/PagedPlainTable';
import { useDialogEditor } from '../../../components/useDialogEditor';
import { Panel, Tag } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';
import { formatDateTime, useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { articleKeys, articlesApi, type AdminArticleItem, type ArticleForm, type ArticleSave } from '../api';
import { lazyPlain } from '../../../lib/lazyPlain';

/** The editor's dialog, loaded when a record is first opened: the list shows without the form kit and the pickers. */
const ArticleEditor = lazyPlain(() => import('../components/ArticleEditor').then((m) => m.ArticleEditor));

/**
 * /admin/articles: every article, drafts included (Admin/articleList); written and edited in a dialog
 * (Admin/articleSave), deleted (Admin/articleDel). Plain markup.
 */
export default function AdminArticles() {
  const { t, lang } = useI18n();
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
      <h1 className="bh-h3 bh-gap-bottom">{t('articles.title.admin')}</h1>
      <Panel>
        <div className="bh-toolbar">
          <button type="button" className="bh-btn bh-btn-primary" onClick={editor.create} data-testid="admin-article-new">
            <Icon icon={PlusOutlined} />
            {t('articles.admin.new')}
          </button>
        </div>
        <PagedPlainTable<AdminArticleItem>
          list={list}
          caption={t('articles.title.admin')}
          testId="admin-articles-table"
          narrowHide={['updatedAt']}
          columns={[
            {
              key: 'title',
              title: t('articles.field.title'),
              render: (a) =>
                a.status === 'published' ? (
                  <Link to={`/article/${a.id}`} data-testid={`admin-article-${a.id}`}>
                    {inLang(lang, a.title, a.titleEn)}
                  </Link>
                ) : (
                  <span data-testid={`admin-article-${a.id}`}>{inLang(lang, a.title, a.titleEn)}</span>
                ),
            },
            { key: 'category', title: t('articles.field.category'), render: (a) => t(`articles.category.${a.category}`) },
            {
              key: 'status',
              title: t('articles.field.status'),
              render: (a) => <Tag color={a.status === 'published' ? 'green' : undefined}>{t(`articles.admin.status.${a.status}`)}</Tag>,
            },
            { key: 'updatedAt', title: t('articles.admin.updated'), render: (a) => <span className="bh-nowrap">{formatDateTime(a.updatedAt)}</span> },
            editorColumn(t('common.actions'), editor, (a) => t('articles.admin.confirmDelete', { title: a.title }), 'admin-article'),
          ]}
        />
      </Panel>
      {editor.opened && (
        <Suspense fallback={null}>
          <ArticleEditor {...editor.dialog} />
        </Suspense>
      )}
    </>
  );
}
