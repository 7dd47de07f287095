import type { ReactNode } from 'react';
import { Card, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { coins, type ModelItem } from '../api';
import '../../../components/cards.css';

/** A model in lists: thumbnail, title, format, polygon count, downloads and price (free or coins). */
export function ModelCard({ item, extra }: { item: ModelItem; extra?: ReactNode }) {
  const { t } = useI18n();
  return (
    <Card
      size="small"
      hoverable
      className="bh-model-card"
      data-testid={`model-card-${item.id}`}
      cover={
        <Link to={`/modelDetail?id=${item.id}`} className="bh-thumb bh-model-thumb">
          {item.thumbnail ? <img src={item.thumbnail} alt={item.title} loading="lazy" /> : <div className="bh-model-thumb-empty">3D</div>}
        </Link>
      }
    >
      <Link to={`/modelDetail?id=${item.id}`}>
        <Typography.Text strong ellipsis>
          {item.title}
        </Typography.Text>
      </Link>
      <div className="bh-model-card-meta">
        <Tag>{item.format.toUpperCase()}</Tag>
        {item.polygons !== null && <span>{t('models.card.polygons', { n: item.polygons.toLocaleString() })}</span>}
        <span>{t('models.card.downloads', { n: item.downloads })}</span>
      </div>
      <div className="bh-model-card-foot">
        <Typography.Text type={item.price ? 'danger' : 'success'} strong data-testid={`model-price-${item.id}`}>
          {item.price ? t('models.card.price', { coins: coins(item.price) }) : t('models.card.free')}
        </Typography.Text>
        {extra}
      </div>
    </Card>
  );
}
