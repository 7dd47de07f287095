import type { ReactNode } from 'react';
import { Card, Tag, Typography } from 'antd';
import { formatCents } from '@boothhub/shared';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { typeLabel } from '../../tasks/labels';
import type { ServiceItem } from '../api';
import '../../../components/cards.css';
import '../services.css';

/** A package in lists: cover, title, design type, area, days, revisions, the designer and the price. */
export function ServiceCard({ item, extra, showDesigner = true }: { item: ServiceItem; extra?: ReactNode; showDesigner?: boolean }) {
  const { t, lang } = useI18n();
  const href = `/serviceInfo?id=${item.id}`;
  return (
    <Card
      size="small"
      hoverable
      data-testid={`service-card-${item.id}`}
      cover={
        <Link to={href} className="bh-thumb bh-service-cover">
          {item.cover ? <img src={item.cover} alt={item.title} loading="lazy" /> : null}
        </Link>
      }
    >
      <Link to={href}>
        <Typography.Text strong ellipsis data-testid="service-card-title">
          {item.title}
        </Typography.Text>
      </Link>
      <div className="bh-service-meta">
        <Tag>{typeLabel(lang, item.category)}</Tag>
        <span>{t('services.card.plaza', { n: item.plaza })}</span>
        <span>{t('services.card.days', { n: item.days })}</span>
        <span>{t('services.card.revisions', { n: item.revisions })}</span>
        {item.sales > 0 && <span>{t('services.card.sales', { n: item.sales })}</span>}
      </div>
      {showDesigner && <div className="bh-service-meta">{item.designer.nickname}</div>}
      <div className="bh-service-foot">
        <Typography.Text type="danger" strong data-testid={`service-price-${item.id}`}>
          {t('services.card.price', { coins: formatCents(item.price) })}
        </Typography.Text>
        {item.status === 'paused' && <Tag data-testid="service-paused">{t('services.status.paused')}</Tag>}
        {extra}
      </div>
    </Card>
  );
}
