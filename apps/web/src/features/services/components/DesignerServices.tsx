import { Card, Empty } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { serviceKeys, servicesApi } from '../api';
import { ServiceCard } from './ServiceCard';

/** The services section of a designer's page (/designInfo): their active packages, the first 6, and a link to all. */
export function DesignerServices({ cardno }: { cardno: string }) {
  const { t } = useI18n();
  const q = { cardno, page: 1, pageSize: 6, sort: 'newest' as const };
  const list = useQuery({ queryKey: serviceKeys.list(q), queryFn: () => servicesApi.search(q), enabled: cardno !== '' });
  const items = list.data?.listItem ?? [];
  return (
    <Card
      title={t('services.section')}
      className="bh-gap-top"
      data-testid="ds-services"
      extra={list.data && list.data.total > items.length ? <Link to={`/service?designer=${cardno}`}>{t('common.all')}</Link> : null}
    >
      {list.data && items.length === 0 ? (
        <Empty description={t('services.empty')} />
      ) : (
        <div className="bh-card-grid bh-service-grid">
          {items.map((s) => (
            <ServiceCard key={s.id} item={s} showDesigner={false} />
          ))}
        </div>
      )}
    </Card>
  );
}
