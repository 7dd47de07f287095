import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import ReadOutlined from '@ant-design/icons-svg/es/asn/ReadOutlined';
import { CoverCard } from '../../../components/CoverCard';
import { FavouriteButton } from '../../../components/FavouriteButton';
import { Tag } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';
import { formatDate, useI18n } from '../../../i18n';
import { articleKeys, articlesApi, type ArticleItem } from '../api';
import '../articles.css';

/** The heart of an article (Myfavorite/arcFvr). */
export const ArticleHeart = ({ item, size = 'small' }: { item: Pick<ArticleItem, 'id' | 'fav'>; size?: 'small' | 'middle' }) => (
  <FavouriteButton
    id={item.id}
    fav={item.fav}
    setFavourite={articlesApi.favourite}
    invalidate={[articleKeys.all]}
    testId={`article-fav-${item.id}`}
    size={size}
  />
);

/**
 * One article in a list (the articles page, related articles, My Collection): cover, category, title, summary, date.
 * Plain markup (components/lite, decision 047).
 */
export function ArticleCard({ item, heart = true }: { item: ArticleItem; heart?: boolean }) {
  const { t } = useI18n();
  const to = `/article/${item.id}`;
  return (
    <CoverCard
      to={to}
      cover={item.cover}
      emptyIcon={<Icon icon={ReadOutlined} />}
      cls="bh-article"
      testId={`article-card-${item.id}`}
      title={item.title}
      heart={heart ? <ArticleHeart item={item} /> : false}
    >
      {item.summary && <p className="bh-article-summary">{item.summary}</p>}
      <div className="bh-article-facts">
        <Tag>{t(`articles.category.${item.category}`)}</Tag>
        <span>
          <Icon icon={CalendarOutlined} /> {formatDate(item.publishedAt)}
        </span>
      </div>
    </CoverCard>
  );
}
