import { Card, Input, InputNumber, Select, Space } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CategorySelect } from '../../categories';
import { QueryCards } from '../../../components/QueryCards';
import { useI18n } from '../../../i18n';
import { centsParam, numberParam as num, useUrlQuery } from '../../../lib/urlQuery';
import { modelFormats, modelKeys, modelsApi, type ModelQuery } from '../api';
import { ModelCard } from '../components/ModelCard';
import '../models.css';

const PAGE_SIZE = 20;

/** The search state lives in the URL (shareable, back button): q, category, style, format, price (free|paid), min, max, sort, page. */
function queryOf(p: URLSearchParams): ModelQuery {
  const price = p.get('price');
  const sort = p.get('sort');
  const format = p.get('format');
  return {
    searchKey: p.get('q') || undefined,
    category: p.get('category') || undefined,
    style: p.get('style') || undefined,
    format: (modelFormats as readonly string[]).includes(format ?? '') ? (format as ModelQuery['format']) : undefined,
    free: price === 'free' ? true : price === 'paid' ? false : undefined,
    priceMin: centsParam(p.get('min')),
    priceMax: centsParam(p.get('max')),
    sort: sort === 'downloads' || sort === 'favourites' ? sort : 'newest',
    page: num(p.get('page')) ?? 1,
    pageSize: PAGE_SIZE,
  };
}

/** /modelCenter and /modelList (Common/searchModel): approved models with filters, cards with thumbnail, polygons and price. */
export default function ModelCenter() {
  const { t } = useI18n();
  const { params, set } = useUrlQuery();
  const q = queryOf(params);
  const list = useQuery({ queryKey: modelKeys.list(q), queryFn: () => modelsApi.search(q), placeholderData: keepPreviousData });
  return (
    <Card title={t('models.title.center')} data-testid="model-center">
      <Space wrap className="bh-model-filters">
        <Input.Search
          allowClear
          defaultValue={params.get('q') ?? ''}
          placeholder={t('models.filter.keyword')}
          onSearch={(v) => set('q', v.trim())}
          style={{ width: 220 }}
          data-testid="model-search"
        />
        <CategorySelect
          tree="modelCategory"
          value={params.get('category') ?? undefined}
          onChange={(v) => set('category', v)}
          placeholder={t('models.filter.category')}
          testId="model-filter-category"
          allowClear
        />
        <CategorySelect
          tree="style"
          value={params.get('style') ?? undefined}
          onChange={(v) => set('style', v)}
          placeholder={t('models.filter.style')}
          allowClear
        />
        <Select
          allowClear
          placeholder={t('models.filter.format')}
          value={params.get('format') ?? undefined}
          onChange={(v) => set('format', v)}
          options={modelFormats.map((f) => ({ value: f, label: f.toUpperCase() }))}
          style={{ width: 110 }}
        />
        <Select
          allowClear
          placeholder={t('models.filter.price')}
          value={params.get('price') ?? undefined}
          onChange={(v) => set('price', v)}
          options={[
            { value: 'free', label: t('models.filter.free') },
            { value: 'paid', label: t('models.filter.paid') },
          ]}
          style={{ width: 110 }}
        />
        <InputNumber
          min={0}
          placeholder={t('models.filter.min')}
          value={num(params.get('min'))}
          onChange={(v) => set('min', v)}
          style={{ width: 110 }}
        />
        <InputNumber
          min={0}
          placeholder={t('models.filter.max')}
          value={num(params.get('max'))}
          onChange={(v) => set('max', v)}
          style={{ width: 110 }}
        />
        <Select
          value={q.sort}
          onChange={(v) => set('sort', v === 'newest' ? undefined : v)}
          options={[
            { value: 'newest', label: t('models.sort.newest') },
            { value: 'downloads', label: t('models.sort.downloads') },
            { value: 'favourites', label: t('models.sort.favourites') },
          ]}
          style={{ width: 130 }}
          data-testid="model-sort"
        />
      </Space>
      <QueryCards
        query={list}
        page={q.page ?? 1}
        pageSize={PAGE_SIZE}
        onPage={(page) => set('page', page)}
        className="bh-model-grid"
        testId="model-grid"
        empty={t('models.empty')}
        keyOf={(m) => m.id}
        card={(m) => <ModelCard item={m} />}
      />
    </Card>
  );
}
