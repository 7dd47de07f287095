import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Panel } from '../../../components/lite/Content';
import { useI18n } from '../../../i18n';
import { serviceKeys, servicesApi } from '../api';
import { ServiceCard } from './ServiceCard';

/** The services section of a designer's page (/designInfo): their active packages, the first 6, and a link to all. Plain markup. */
export function DesignerServices({ cardno }: { cardno: string }) {
  const { t } = useI18n();
  const q = { cardno, page: 1, pageSize: 6, sort: 'newest' as const };
  const list = useQuery({ queryKey: serviceKeys.list(q), queryFn: () => servicesApi.search(q), enabled: cardno !== '' });
  const items = list.data?.listItem ?? [];
  return (
    <Panel
      title={t('services.section')}
      className="bh-gap-top"
      testId="ds-services"
      extra={list.data && list.data.total > items.length ? <Link to={`/service?designer=${cardno}`}>{t('common.all')}</Link> : undefined}
    >
      {list.data && items.length === 0 ? (
        <p className="bh-empty">{t('services.empty')}</p>
      ) : (
        <div className="bh-card-grid bh-service-grid">
          {items.map((s) => (
            <ServiceCard key={s.id} item={s} showDesigner={false} />
          ))}
        </div>
      )}
    </Panel>
  );
}

/**
 * "Buy a service" on a designer's page (issue 32 item 5): to the designer's packages, each of which opens the
 * existing buy flow; shown only when the designer has one (the same query as the section, read once).
 */
export function BuyServiceLink({ cardno }: { cardno: string }) {
  const { t } = useI18n();
  const q = { cardno, page: 1, pageSize: 6, sort: 'newest' as const };
  const list = useQuery({ queryKey: serviceKeys.list(q), queryFn: () => servicesApi.search(q), enabled: cardno !== '' });
  const items = list.data?.listItem ?? [];
  if (items.length === 0) return null;
  const to = items.length === 1 ? `/serviceInfo?id=${items[0]!.id}` : `/service?designer=${cardno}`;
  return (
    <Link to={to} className="bh-btn" data-testid="ds-buy-service">
      {t('services.buyFromDesigner')}
    </Link>
  );
}
