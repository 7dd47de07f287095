import { Breadcrumb, Col, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatDate, useI18n } from '../../../i18n';
import { articleKeys, articlesApi } from '../api';
import { ArticleCard, ArticleHeart } from '../components/ArticleCard';

/** /article/:id: one published article (Article/articleInfo) with its neighbours and related articles. */
export default function ArticleDetail() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const q = useQuery({ queryKey: articleKeys.detail(id), queryFn: () => articlesApi.info(id), enabled: valid, retry: false });
  if (!valid || q.isError) {
    return <Result status="404" title={t('articles.notFound')} extra={<Link to="/article">{t('articles.back')}</Link>} />;
  }
  if (!q.data) return <Skeleton active />;
  const a = q.data;
  const category = t(`articles.category.${a.category}`);
  return (
    <article className="bh-container bh-article" data-testid="article">
      <Breadcrumb
        items={[
          { title: <Link to="/article">{t('articles.title.list')}</Link> },
          { title: <Link to={`/article?category=${a.category}`}>{category}</Link> },
        ]}
      />
      <Typography.Title level={1} style={{ marginTop: 12 }}>
        {a.title}
      </Typography.Title>
      <div className="bh-article-facts">
        <Tag>{category}</Tag>
        <span>{t('articles.published', { date: formatDate(a.publishedAt) })}</span>
        {a.tags.map((tag) => (
          <Tag key={tag} bordered={false}>
            #{tag}
          </Tag>
        ))}
        <ArticleHeart item={a} size="middle" />
      </div>
      {a.summary && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {a.summary}
        </Typography.Paragraph>
      )}
      {a.cover && <img className="bh-article-cover" src={a.cover} alt="" />}
      {/* sanitised by the server when written (docs/rules/articles.md) */}
      <div className="bh-article-content" data-testid="article-content" dangerouslySetInnerHTML={{ __html: a.content }} />
      <nav className="bh-article-nav">
        {a.older ? (
          <Link to={`/article/${a.older.id}`} data-testid="article-older">
            <LeftOutlined /> {t('articles.older')}: {a.older.title}
          </Link>
        ) : (
          <span />
        )}
        {a.newer && (
          <Link to={`/article/${a.newer.id}`} data-testid="article-newer">
            {t('articles.newer')}: {a.newer.title} <RightOutlined />
          </Link>
        )}
      </nav>
      {a.related.length > 0 && (
        <>
          <Typography.Title level={4}>{t('articles.related', { category })}</Typography.Title>
          <Row gutter={[16, 16]}>
            {a.related.map((r) => (
              <Col key={r.id} xs={24} sm={12}>
                <ArticleCard item={r} />
              </Col>
            ))}
          </Row>
        </>
      )}
    </article>
  );
}
