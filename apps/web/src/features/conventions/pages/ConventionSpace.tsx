import type { ReactNode } from 'react';
import { Button, Card, Col, Empty, Row, Spin, Tabs, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useAddressParams, changedFields } from '../../../lib/urlQuery';
import { useI18n } from '../../../i18n';
import { PagedPagination } from '../../../components/PagedPagination';
import { usePagedList, type PagedList } from '../../../lib/usePagedList';
import { useMember, useSession } from '../../account/session';
import { conventionKeys, conventionsApi, venueKeys, venuesApi } from '../api';
import { ConventionCard, VenueCard } from '../components/Cards';
import { ListFilters } from '../components/ListFilters';
import { readFilters, toQuery, writeFilters, type ListFilters as Filters, type ListTab } from '../filters';
import '../conventions.css';

/**
 * /conventionSpace: conventions (Common/searchHuiyi) and, on their own tab, venues (Common/searchHuichang), with the
 * seed's search state (searchKey, city list, sizeRange, plaza) plus industry and dates, all kept in the URL.
 */
export default function ConventionSpace() {
  const { t } = useI18n();
  const { params, update: updateParams } = useAddressParams();
  const filters = readFilters(params);
  const session = useSession();
  const member = useMember();
  const canPublish = member.data?.role === 'business' || member.data?.role === 'admin';
  const update = (next: Filters) =>
    updateParams((current) => writeFilters({ ...readFilters(current), ...changedFields(filters, next) }), { replace: true });

  return (
    <div className="bh-container">
      <div className="bh-cv-head bh-gap-bottom">
        <Typography.Title level={2} className="bh-section-title">
          {t('conventions.title.list')}
        </Typography.Title>
        {session.loginState && canPublish && (
          <Link to="/uploadConvention">
            <Button type="primary" icon={<PlusOutlined />} data-testid="cv-publish">
              {t('conventions.list.publish')}
            </Button>
          </Link>
        )}
      </div>
      <Tabs
        activeKey={filters.tab}
        onChange={(tab) => update({ ...filters, tab: tab as ListTab })}
        items={[
          { key: 'conventions', label: <span data-testid="cv-tab-conventions">{t('conventions.tab.conventions')}</span> },
          { key: 'venues', label: <span data-testid="cv-tab-venues">{t('conventions.tab.venues')}</span> },
        ]}
      />
      <Card size="small" className="bh-gap-bottom">
        <ListFilters value={filters} onChange={update} />
      </Card>
      {filters.tab === 'venues' ? <VenueList filters={filters} /> : <ConventionList filters={filters} />}
    </div>
  );
}

function Total({ total, capped }: { total: number; capped: boolean }) {
  const { t } = useI18n();
  return (
    <Typography.Paragraph type="secondary" data-testid="cv-total">
      {t(capped ? 'pagination.totalCapped' : 'pagination.total', { total })}
    </Typography.Paragraph>
  );
}

function ConventionList({ filters }: { filters: Filters }) {
  const { t } = useI18n();
  const list = usePagedList({ filter: toQuery(filters), queryKey: conventionKeys.list, queryFn: conventionsApi.list, pageSize: 12 });
  return <CardGrid list={list} empty={t('conventions.list.none')} testId="cv" card={(c) => <ConventionCard item={c} />} />;
}

function VenueList({ filters }: { filters: Filters }) {
  const { t } = useI18n();
  const list = usePagedList({ filter: toQuery(filters), queryKey: venueKeys.list, queryFn: venuesApi.list, pageSize: 12 });
  return <CardGrid list={list} empty={t('conventions.list.noVenues')} testId="venue" card={(v) => <VenueCard item={v} fav={v.fav} />} />;
}

/** One tab's results: the total, a grid of cards (or "none") and the pagination. */
function CardGrid<R extends { id: number }>({
  list,
  empty,
  testId,
  card,
}: {
  list: PagedList<R, any>;
  empty: string;
  /** `${testId}-list`, `${testId}-pagination` */
  testId: string;
  card: (row: R) => ReactNode;
}) {
  return (
    <>
      <Total total={list.total} capped={list.totalCapped} />
      <Spin spinning={list.query.isFetching}>
        {list.query.data && list.rows.length === 0 ? (
          <Empty description={empty} data-testid="cv-empty" />
        ) : (
          <Row gutter={[16, 16]} data-testid={`${testId}-list`}>
            {list.rows.map((r) => (
              <Col xs={24} sm={12} xl={8} key={r.id}>
                {card(r)}
              </Col>
            ))}
          </Row>
        )}
      </Spin>
      <PagedPagination list={list} pageSizeOptions={[12, 24, 48]} testId={`${testId}-pagination`} />
    </>
  );
}
