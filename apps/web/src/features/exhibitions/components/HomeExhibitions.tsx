import { Button, Col, Row, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { exhibitionKeys, exhibitionsApi, type ExhibitionQuery } from '../api';
import { ExhibitionCard } from './ExhibitionCard';

const upcoming = { page: 1, pageSize: 6 } as ExhibitionQuery;

/** The home page's "upcoming exhibitions": the next approved shows that have not ended, soonest first. */
export function HomeExhibitions() {
  const { t } = useI18n();
  const list = useQuery({ queryKey: exhibitionKeys.list(upcoming), queryFn: () => exhibitionsApi.search(upcoming) });
  if (list.data && list.data.listItem.length === 0) return null;
  return (
    <section className="bh-container bh-section" data-testid="home-exhibitions">
      <div className="bh-toolbar">
        <Typography.Title level={2} className="bh-section-title bh-no-margin">
          {t('exhibitions.home.title')}
        </Typography.Title>
        <Link to="/exhibition">
          <Button data-testid="home-all-exhibitions">{t('exhibitions.home.all', { total: list.data?.total ?? '' })}</Button>
        </Link>
      </div>
      <Row gutter={[16, 16]}>
        {(list.data?.listItem ?? []).map((item) => (
          <Col xs={24} sm={12} xl={8} key={item.id}>
            <ExhibitionCard item={item} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
