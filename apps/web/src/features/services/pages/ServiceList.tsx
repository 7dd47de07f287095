import { Card, Input, InputNumber, Select, Space } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { tasks } from '@boothhub/shared';
import { serviceSorts } from '@boothhub/shared/contracts/services';
import { QueryCards } from '../../../components/QueryCards';
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
    category: category && category in tasks.designTypes ? (category as ServiceQuery['category']) : undefined,
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
  const { params, set } = useUrlQuery();
  const q = queryOf(params);
  const list = useQuery({ queryKey: serviceKeys.list(q), queryFn: () => servicesApi.search(q), placeholderData: keepPreviousData });
  return (
    <Card title={t('services.title.list')} data-testid="service-list">
      <Space wrap className="bh-service-filters">
        <Input.Search
          allowClear
          defaultValue={params.get('q') ?? ''}
          placeholder={t('services.filter.keyword')}
          onSearch={(v) => set('q', v.trim())}
          style={{ width: 220 }}
          data-testid="service-search"
        />
        <Select
          allowClear
          placeholder={t('services.filter.category')}
          value={q.category}
          onChange={(v) => set('category', v)}
          options={options(lang, tasks.designTypes)}
          style={{ width: 170 }}
          data-testid="service-filter-category"
        />
        <InputNumber
          min={0}
          placeholder={t('services.filter.min')}
          value={num(params.get('min'))}
          onChange={(v) => set('min', v)}
          style={{ width: 110 }}
          data-testid="service-filter-min"
        />
        <InputNumber
          min={0}
          placeholder={t('services.filter.max')}
          value={num(params.get('max'))}
          onChange={(v) => set('max', v)}
          style={{ width: 110 }}
          data-testid="service-filter-max"
        />
        <Select
          value={q.sort}
          onChange={(v) => set('sort', v === 'newest' ? undefined : v)}
          options={serviceSorts.map((s) => ({ value: s, label: t(`services.sort.${s}`) }))}
          style={{ width: 150 }}
          data-testid="service-sort"
        />
      </Space>
      <QueryCards
        query={list}
        page={q.page ?? 1}
        pageSize={PAGE_SIZE}
        onPage={(page) => set('page', page)}
        className="bh-service-grid"
        testId="service-grid"
        empty={t('services.empty')}
        keyOf={(s) => s.id}
        card={(s) => <ServiceCard item={s} />}
      />
    </Card>
  );
}
