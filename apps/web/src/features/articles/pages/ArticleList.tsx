import { Col, Empty, Row, Segmented, Skeleton, Typography } from 'antd';
import { useUrlQuery } from '../../../lib/urlQuery';
import { PagedPagination } from '../../../components/PagedPagination';
import { SearchBox } from '../../../components/SearchBox';
import { useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { articleCategories, articleKeys, articlesApi, type ArticleCategory } from '../api';
import { ArticleCard } from '../components/ArticleCard';

/** /article: published industry articles (Article/articleList), by category and keyword kept in the URL, newest first. */
export default function ArticleList() {
  const { t } = useI18n();
  const { params, set } = useUrlQuery();
  const category = articleCategories.find((c) => c === params.get('category'));
  const searchKey = params.get('searchKey')?.trim() || undefined;
  const list = usePagedList({
    filter: { ...(category ? { category } : {}), ...(searchKey ? { searchKey } : {}) },
    queryKey: articleKeys.list,
    queryFn: articlesApi.list,
    pageSize: 12,
  });
  return (
    <div className="bh-container">
      <Typography.Title level={2}>{t('articles.title.list')}</Typography.Title>
      <div className="bh-article-toolbar">
        <Segmented<ArticleCategory | 'all'>
          value={category ?? 'all'}
          onChange={(v) => set('category', v === 'all' ? undefined : v)}
          options={(['all', ...articleCategories] as const).map((c) => ({ value: c, label: t(`articles.category.${c}`) }))}
          data-testid="article-categories"
        />
        <SearchBox
          placeholder={t('articles.search')}
          enterButton={t('common.search')}
          onSearch={(v) => set('searchKey', v.trim() || undefined)}
          testId="article-search"
        />
      </div>
      {list.query.isPending ? (
        <Skeleton active />
      ) : list.rows.length === 0 ? (
        <Empty description={t('articles.empty')} />
      ) : (
        <Row gutter={[16, 16]} data-testid="article-list">
          {list.rows.map((a) => (
            <Col key={a.id} xs={24} sm={12} lg={8}>
              <ArticleCard item={a} />
            </Col>
          ))}
        </Row>
      )}
      <PagedPagination list={list} sizeChanger={false} testId="article-pager" />
    </div>
  );
}
