import '../exhibitions.css';
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import { useQuery } from '@tanstack/react-query';
import { isDay, monthEnd, monthStart, today } from '@boothhub/shared/time';
import { useAddressParams, changedFields } from '../../../lib/urlQuery';
import { useI18n } from '../../../i18n';
import { DirectoryPage, DirectorySearch } from '../../../components/DirectoryPage';
import { Icon } from '../../../components/lite/Icon';
import { Segmented } from '../../../components/lite/Segmented';
import { PagedCards } from '../../../components/PagedCards';
import { usePagedList } from '../../../lib/usePagedList';
import { exhibitionKeys, exhibitionsApi } from '../api';
import { ExhibitionCard } from '../components/ExhibitionCard';
import { ListFiltersBar } from '../components/ListFilters';
import { MonthCalendar } from '../components/MonthCalendar';
import { readFilters, toQuery, writeFilters, type ListFilters } from '../lib/filters';

/**
 * /exhibition (Common/searchHuizhan): keyword, cities, industry, dates, area band — all in the URL — and either
 * the paged cards or a month calendar of the exhibitions running each day.
 */
export default function ExhibitionList() {
  const { t } = useI18n();
  const { params, update } = useAddressParams();
  const filters = readFilters(params);
  const view = params.get('view') === 'calendar' ? 'calendar' : 'list';
  const monthParam = params.get('month');
  // the calendar's month (YYYY-MM): the address's, else the range's first, else this one
  const month =
    monthParam && isDay(`${monthParam}-01`) ? monthParam : (filters.date === 'range' && filters.from ? filters.from : today()).slice(0, 7);
  const query = toQuery(filters);

  const setFilters = (f: ListFilters) => update((current) => writeFilters(current, { ...readFilters(current), ...changedFields(filters, f) }));
  const setView = (v: 'list' | 'calendar') =>
    update((next) => {
      if (v === 'calendar') next.set('view', 'calendar');
      else {
        next.delete('view');
        next.delete('month');
      }
      return next;
    });
  const setMonth = (m: string) =>
    update((next) => {
      next.set('month', m);
      return next;
    });

  const list = usePagedList({ filter: query, queryKey: exhibitionKeys.list, queryFn: exhibitionsApi.search, pageSize: 12, enabled: view === 'list' });
  // the calendar: the exhibitions overlapping the shown month (within the other filters), the first 100
  const monthQuery = {
    ...query,
    dateFrom: monthStart(month),
    dateTo: monthEnd(month),
    page: 1,
    pageSize: 100,
  };
  const cal = useQuery({
    queryKey: exhibitionKeys.calendar(monthQuery),
    queryFn: () => exhibitionsApi.search(monthQuery),
    enabled: view === 'calendar',
  });

  return (
    <DirectoryPage title={t('exhibitions.title.list')} testId="ex-list-page">
      <div className="bh-ex-toolbar bh-gap-bottom">
        <DirectorySearch
          value={filters.q}
          onSearch={(q) => setFilters({ ...filters, q })}
          placeholder={t('exhibitions.filter.keyword')}
          testId="ex-search"
          className="bh-ex-search"
        />
        <Segmented
          value={view}
          onChange={setView}
          label={t('exhibitions.view.label')}
          name="ex-view"
          options={[
            { value: 'list', label: t('exhibitions.view.list'), icon: <Icon icon={AppstoreOutlined} /> },
            { value: 'calendar', label: t('exhibitions.view.calendar'), icon: <Icon icon={CalendarOutlined} /> },
          ]}
          testId="ex-view"
        />
      </div>
      <div className="bh-gap-bottom">
        <ListFiltersBar value={filters} onChange={setFilters} />
      </div>
      {view === 'list' ? (
        <PagedCards
          list={list}
          testId="ex"
          className="bh-card-grid bh-ex-grid"
          empty={
            <>
              {t('exhibitions.empty')}
              <br />
              {t('exhibitions.emptyHint')}
            </>
          }
          found={(total) => t('exhibitions.found', { total })}
          keyOf={(e) => e.id}
          card={(e) => <ExhibitionCard item={e} />}
        />
      ) : (
        // the month shown stays while the next one loads, dimmed
        <div className={cal.isFetching ? 'bh-busy' : undefined} aria-busy={cal.isFetching}>
          <MonthCalendar month={month} items={cal.data?.listItem ?? []} onMonth={setMonth} loading={cal.isPending} />
        </div>
      )}
    </DirectoryPage>
  );
}
