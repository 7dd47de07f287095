import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n';
import { CoverCard } from '../../../components/CoverCard';
import { Tag } from '../../../components/lite/Content';
import { coins, type ModelItem } from '../api';
import '../models.css';

/**
 * A model in lists: thumbnail, title, format, polygon count, downloads and price (free or coins). Plain markup on the
 * catalogue's CoverCard.
 */
export function ModelCard({ item, extra }: { item: ModelItem; extra?: ReactNode }) {
  const { t } = useI18n();
  return (
    <CoverCard
      to={`/modelDetail?id=${item.id}`}
      cover={item.thumbnail}
      emptyIcon="3D"
      cls="bh-model"
      testId={`model-card-${item.id}`}
      title={item.title}
    >
      <div className="bh-model-card-meta">
        <Tag>{item.format.toUpperCase()}</Tag>
        {item.polygons !== null && <span>{t('models.card.polygons', { n: item.polygons.toLocaleString() })}</span>}
        <span>{t('models.card.downloads', { n: item.downloads })}</span>
      </div>
      <div className="bh-model-card-foot">
        <strong className={item.price ? 'bh-model-price-paid' : 'bh-model-price-free'} data-testid={`model-price-${item.id}`}>
          {item.price ? t('models.card.price', { coins: coins(item.price) }) : t('models.card.free')}
        </strong>
        {extra}
      </div>
    </CoverCard>
  );
}
