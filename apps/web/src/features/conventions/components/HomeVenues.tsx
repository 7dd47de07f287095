import { Button, Col, Row, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { venueKeys, venuesApi, type VenueQuery } from '../api';
import { VenueCard } from './Cards';

const featured = { page: 1, pageSize: 6, featured: true } as VenueQuery;

/** The home page's "featured venues" (venues an admin marked featured). */
export function HomeVenues() {
  const { t } = useI18n();
  const list = useQuery({ queryKey: venueKeys.list(featured), queryFn: () => venuesApi.list(featured) });
  if (list.data && list.data.listItem.length === 0) return null;
  return (
    <section className="bh-container bh-section" data-testid="home-venues">
      <div className="bh-toolbar">
        <Typography.Title level={2} className="bh-section-title bh-no-margin">
          {t('conventions.home.venues')}
        </Typography.Title>
        <Link to="/conventionSpace?tab=venues">
          <Button data-testid="home-all-venues">{t('conventions.home.allVenues')}</Button>
        </Link>
      </div>
      <Row gutter={[16, 16]}>
        {(list.data?.listItem ?? []).map((item) => (
          <Col xs={24} sm={12} xl={8} key={item.id}>
            <VenueCard item={item} fav={item.fav} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
