import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ResultView } from '../../../components/LinkResult';
import { Skeleton, Tag } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';
import { formatDate, useI18n } from '../../../i18n';
import { articleKeys, articlesApi } from '../api';
import { ArticleCard, ArticleHeart } from '../components/ArticleCard';

/**
 * /article/:id: one published article (Article/articleInfo) with its neighbours and related articles. Plain markup
 * (components/lite, decision 047).
 */
export default function ArticleDetail() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const q = useQuery({ queryKey: articleKeys.detail(id), queryFn: () => articlesApi.info(id), enabled: valid, retry: false });
  if (!valid || q.isError) {
    return (
      <ResultView status="404" title={t('articles.notFound')} extra={<Link to="/article">{t('articles.back')}</Link>} testId="article-missing" />
    );
  }
  if (!q.data) {
    return (
      <div className="bh-container bh-article">
        <Skeleton />
      </div>
    );
  }
  const a = q.data;
  const category = t(`articles.category.${a.category}`);
  return (
    <article className="bh-container bh-article" data-testid="article">
      <nav aria-label={t('common.breadcrumb')} className="bh-breadcrumb">
        <Link to="/article">{t('articles.title.list')}</Link>
        <span aria-hidden="true"> / </span>
        <Link to={`/article?category=${a.category}`}>{category}</Link>
      </nav>
      <div className="bh-panel bh-panel-roomy bh-gap-top-s">
        <h1 className="bh-article-title">{a.title}</h1>
        <div className="bh-article-facts">
          <Tag color="blue">{category}</Tag>
          <span>{t('articles.published', { date: formatDate(a.publishedAt) })}</span>
          {a.tags.map((tag) => (
            <span key={tag} className="bh-article-hashtag">
              #{tag}
            </span>
          ))}
          <ArticleHeart item={a} size="middle" />
        </div>
        {a.summary && <p className="bh-article-lead">{a.summary}</p>}
        {a.cover && <img className="bh-article-cover" src={a.cover} alt="" />}
        {/* sanitised by the server when written (docs/rules/articles.md) */}
        <div className="bh-article-content" data-testid="article-content" dangerouslySetInnerHTML={{ __html: a.content }} />
        {(a.older || a.newer) && (
          <nav className="bh-article-nav" aria-label={t('articles.neighbours')}>
            {a.older ? (
              <Link to={`/article/${a.older.id}`} data-testid="article-older">
                <Icon icon={LeftOutlined} /> {t('articles.older')}: {a.older.title}
              </Link>
            ) : (
              <span />
            )}
            {a.newer && (
              <Link to={`/article/${a.newer.id}`} data-testid="article-newer" className="bh-article-newer">
                {t('articles.newer')}: {a.newer.title} <Icon icon={RightOutlined} />
              </Link>
            )}
          </nav>
        )}
      </div>
      {a.related.length > 0 && (
        <section aria-labelledby="article-related">
          <h2 className="bh-page-heading" id="article-related">
            {t('articles.related', { category })}
          </h2>
          <div className="bh-card-grid bh-article-grid">
            {a.related.map((r) => (
              <ArticleCard key={r.id} item={r} />
            ))}
          </div>
        </section>
      )}
    </article>
  );
}
