import type { ReactNode } from 'react';
import ShoppingOutlined from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import { formatCents } from '@boothhub/shared';
import { CoverCard } from '../../../components/CoverCard';
import { Person, Tag } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';
import { useI18n } from '../../../i18n';
import { typeLabel } from '../../tasks/labels';
import type { ServiceItem } from '../api';
import '../services.css';

/**
 * A package in lists: cover, title, design type, area, days, revisions, the designer and the price. Plain markup
 * (CoverCard).
 */
export function ServiceCard({ item, extra, showDesigner = true }: { item: ServiceItem; extra?: ReactNode; showDesigner?: boolean }) {
  const { t, lang } = useI18n();
  return (
    <CoverCard
      to={`/serviceInfo?id=${item.id}`}
      cover={item.cover}
      emptyIcon={<Icon icon={ShoppingOutlined} />}
      cls="bh-service"
      testId={`service-card-${item.id}`}
      title={item.title}
      titleTestId="service-card-title"
    >
      <div className="bh-service-meta">
        <Tag>{typeLabel(lang, item.category)}</Tag>
        <span>{t('services.card.plaza', { n: item.plaza })}</span>
        <span>{t('services.card.days', { n: item.days })}</span>
        <span>{t('services.card.revisions', { n: item.revisions })}</span>
        {item.sales > 0 && <span>{t('services.card.sales', { n: item.sales })}</span>}
      </div>
      {showDesigner && (
        <div className="bh-service-meta">
          <Person name={item.designer.nickname} src={item.designer.userlogo} id={item.designer.cardno} testId="service-card-designer" />
        </div>
      )}
      <div className="bh-service-foot">
        <strong className="bh-error-text" data-testid={`service-price-${item.id}`}>
          {t('services.card.price', { coins: formatCents(item.price) })}
        </strong>
        {item.status === 'paused' && <Tag testId="service-paused">{t('services.status.paused')}</Tag>}
        {extra}
      </div>
    </CoverCard>
  );
}
