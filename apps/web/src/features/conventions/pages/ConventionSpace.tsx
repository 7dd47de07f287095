import type { ReactNode } from 'react';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { Link } from 'react-router';
import { useAddressParams, changedFields } from '../../../lib/urlQuery';
import { useI18n } from '../../../i18n';
import { Skeleton } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';
import { TabPanel, Tabs } from '../../../components/lite/Tabs';
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
 * seed's search state (searchKey, city list, sizeRange, plaza) plus industry and dates, all kept in the URL. Plain
 * markup (decision 045) but for the shared city and industry pickers.
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
        <h1 className="bh-section-title">{t('conventions.title.list')}</h1>
        {session.loginState && canPublish && (
          <Link to="/uploadConvention" className="bh-btn bh-btn-primary" data-testid="cv-publish">
            <Icon icon={PlusOutlined} />
            {t('conventions.list.publish')}
          </Link>
        )}
      </div>
      <Tabs<ListTab>
        active={filters.tab}
        onChange={(tab) => update({ ...filters, tab })}
        label={t('conventions.title.list')}
        idBase="cv"
        items={[
          { key: 'conventions', label: <span data-testid="cv-tab-conventions">{t('conventions.tab.conventions')}</span> },
          { key: 'venues', label: <span data-testid="cv-tab-venues">{t('conventions.tab.venues')}</span> },
        ]}
      />
      <TabPanel idBase="cv" active={filters.tab}>
        <div className="bh-panel bh-panel-body bh-gap-bottom">
          <ListFilters value={filters} onChange={update} />
        </div>
        {filters.tab === 'venues' ? <VenueList filters={filters} /> : <ConventionList filters={filters} />}
      </TabPanel>
    </div>
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

/** One tab's results: the total, a grid of cards (or "none"; the previous page dimmed while the next loads) and the pagination. */
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
  const { t } = useI18n();
  const q = list.query;
  return (
    <>
      <p className="bh-secondary" data-testid="cv-total">
        {t(list.totalCapped ? 'pagination.totalCapped' : 'pagination.total', { total: list.total })}
      </p>
      <div className={q.isFetching && q.data ? 'bh-busy' : undefined} aria-busy={q.isFetching}>
        {q.isPending ? (
          <Skeleton />
        ) : q.data && list.rows.length === 0 ? (
          <p className="bh-empty" data-testid="cv-empty">
            {empty}
          </p>
        ) : (
          <div className="bh-card-cols" data-testid={`${testId}-list`}>
            {list.rows.map((r) => (
              <div key={r.id}>{card(r)}</div>
            ))}
          </div>
        )}
      </div>
      <PagedPagination list={list} pageSizeOptions={[12, 24, 48]} testId={`${testId}-pagination`} />
    </>
  );
}
