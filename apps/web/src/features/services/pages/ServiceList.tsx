import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { designTypes } from '@boothhub/shared/contracts/taskOptions';
import { serviceSorts } from '@boothhub/shared/contracts/serviceOptions';
import { Select } from '../../../components/lite/Select';
import { UrlSearchPage } from '../../../components/UrlSearchPage';
import { useI18n } from '../../../i18n';
import { centsParam as cents, numberParam as num, useUrlQuery } from '../../../lib/urlQuery';
import { options } from '../../tasks/labels';
import { serviceKeys, servicesApi, type ServiceQuery } from '../api';
import { ServiceCard } from '../components/ServiceCard';
import '../services.css';

const PAGE_SIZE = 20;

/** The search state lives in the URL (shareable, back button): q, category, min, max (coins), designer (cardno), sort, page. */
function queryOf(p: URLSearchParams): ServiceQuery {
  const sort = p.get('sort');
  const category = p.get('category');
  const designer = p.get('designer');
  return {
    searchKey: p.get('q') || undefined,
    category: category && category in designTypes ? (category as ServiceQuery['category']) : undefined,
    priceMin: cents(p.get('min')),
    priceMax: cents(p.get('max')),
    cardno: designer && /^\d{8}$/.test(designer) ? designer : undefined,
    sort: (serviceSorts as readonly string[]).includes(sort ?? '') ? (sort as ServiceQuery['sort']) : 'newest',
    page: num(p.get('page')) ?? 1,
    pageSize: PAGE_SIZE,
  };
}

/** /service (Common/searchService): active packages with filters, cards with cover, days, revisions and price. */
export default function ServiceList() {
  const { t, lang } = useI18n();
  const url = useUrlQuery();
  const q = queryOf(url.params);
  const list = useQuery({ queryKey: serviceKeys.list(q), queryFn: () => servicesApi.search(q), placeholderData: keepPreviousData });
  return (
    <UrlSearchPage
      url={url}
      title={t('services.title.list')}
      testId="service-list"
      filtersClassName="bh-service-filters"
      keyword={{ placeholder: t('services.filter.keyword'), testId: 'service-search' }}
      filters={
        <Select
          placeholder={t('services.filter.category')}
          label={t('services.filter.category')}
          value={q.category}
          onChange={(v) => url.set('category', v)}
          options={options(lang, designTypes)}
          width={170}
          testId="service-filter-category"
        />
      }
      price={{ min: t('services.filter.min'), max: t('services.filter.max'), minTestId: 'service-filter-min', maxTestId: 'service-filter-max' }}
      sort={{
        value: q.sort,
        options: serviceSorts.map((s) => ({ value: s, label: t(`services.sort.${s}`) })),
        width: 150,
        testId: 'service-sort',
        label: t('pages.sort'),
      }}
      list={list}
      page={q.page ?? 1}
      pageSize={PAGE_SIZE}
      grid={{
        className: 'bh-card-grid bh-service-grid',
        testId: 'service-grid',
        empty: t('services.empty'),
        keyOf: (s) => s.id,
        card: (s) => <ServiceCard item={s} />,
      }}
    />
  );
}
