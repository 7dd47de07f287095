import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CategoryFilter } from '../../categories';
import { Select } from '../../../components/lite/Select';
import { UrlSearchPage } from '../../../components/UrlSearchPage';
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
  const url = useUrlQuery();
  const { params, set } = url;
  const q = queryOf(params);
  const list = useQuery({ queryKey: modelKeys.list(q), queryFn: () => modelsApi.search(q), placeholderData: keepPreviousData });
  return (
    <UrlSearchPage
      url={url}
      title={t('models.title.center')}
      testId="model-center"
      filtersClassName="bh-model-filters"
      keyword={{ placeholder: t('models.filter.keyword'), testId: 'model-search' }}
      filters={
        <>
          <CategoryFilter
            tree="modelCategory"
            value={params.get('category') ?? undefined}
            onChange={(v) => set('category', v)}
            placeholder={t('models.filter.category')}
            testId="model-filter-category"
          />
          <CategoryFilter
            tree="style"
            value={params.get('style') ?? undefined}
            onChange={(v) => set('style', v)}
            placeholder={t('models.filter.style')}
          />
          <Select
            placeholder={t('models.filter.format')}
            label={t('models.filter.format')}
            value={params.get('format') ?? undefined}
            onChange={(v) => set('format', v)}
            options={modelFormats.map((f) => ({ value: f, label: f.toUpperCase() }))}
            width={110}
          />
          <Select
            placeholder={t('models.filter.price')}
            label={t('models.filter.price')}
            value={params.get('price') ?? undefined}
            onChange={(v) => set('price', v)}
            options={[
              { value: 'free', label: t('models.filter.free') },
              { value: 'paid', label: t('models.filter.paid') },
            ]}
            width={110}
          />
        </>
      }
      price={{ min: t('models.filter.min'), max: t('models.filter.max') }}
      sort={{
        value: q.sort,
        options: (['newest', 'downloads', 'favourites'] as const).map((s) => ({ value: s, label: t(`models.sort.${s}`) })),
        width: 130,
        testId: 'model-sort',
        label: t('pages.sort'),
      }}
      list={list}
      page={q.page ?? 1}
      pageSize={PAGE_SIZE}
      grid={{
        className: 'bh-card-grid bh-model-grid',
        testId: 'model-grid',
        empty: t('models.empty'),
        keyOf: (m) => m.id,
        card: (m) => <ModelCard item={m} />,
      }}
    />
  );
}
