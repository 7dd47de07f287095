import '../designers.css';
import { Button, InputNumber, Select, Typography } from 'antd';
import { useAddressParams } from '../../../lib/urlQuery';
import { useI18n } from '../../../i18n';
import { DirectoryPage, DirectorySearch } from '../../../components/DirectoryPage';
import { PagedCards } from '../../../components/PagedCards';
import { usePagedList } from '../../../lib/usePagedList';
import { CategorySelect, CityMultiSelect } from '../../categories';
import { designerKeys, designersApi } from '../api';
import { DesignerCard } from '../components/DesignerCard';
import { readDirectory, toDirectoryQuery, writeDirectory, type DirectoryFilters } from '../filters';

/** /designer (Common/searchDesigner): keyword, cities, specialties, minimum rating and completed tasks, sort — all in the URL. */
export default function DesignerList() {
  const { t } = useI18n();
  const { params, update } = useAddressParams();
  const filters = readDirectory(params);
  const set = (f: Partial<DirectoryFilters>) => update((current) => writeDirectory({ ...readDirectory(current), ...f }));
  const list = usePagedList({ filter: toDirectoryQuery(filters), queryKey: designerKeys.list, queryFn: designersApi.search, pageSize: 12 });

  return (
    <DirectoryPage title={t('designers.title.list')} testId="ds-list-page">
      <DirectorySearch value={filters.q} onSearch={(q) => set({ q })} placeholder={t('designers.filter.keyword')} testId="ds-search" />
      <div className="bh-ds-filters bh-gap-bottom">
        <label>
          <Typography.Text type="secondary">{t('designers.filter.cities')}</Typography.Text>
          <CityMultiSelect value={filters.city} onChange={(city) => set({ city })} testId="ds-city" aria-label={t('designers.filter.cities')} />
        </label>
        <label>
          <Typography.Text type="secondary">{t('designers.filter.specialty')}</Typography.Text>
          <CategorySelect
            tree="designType"
            multiple
            value={filters.specialty}
            onChange={(specialty) => set({ specialty })}
            testId="ds-specialty"
            aria-label={t('designers.filter.specialty')}
          />
        </label>
        <label>
          <Typography.Text type="secondary">{t('designers.filter.minRating')}</Typography.Text>
          <Select
            className="bh-full"
            value={filters.minRating}
            onChange={(minRating: number) => set({ minRating })}
            options={[0, 3, 3.5, 4, 4.5].map((v) => ({ value: v, label: v ? `≥ ${v}` : t('designers.filter.any') }))}
            aria-label={t('designers.filter.minRating')}
            data-testid="ds-min-rating"
          />
        </label>
        <label>
          <Typography.Text type="secondary">{t('designers.filter.minCompleted')}</Typography.Text>
          <InputNumber
            className="bh-full"
            min={0}
            precision={0}
            value={filters.minCompleted || null}
            onChange={(v) => set({ minCompleted: Number(v ?? 0) })}
            aria-label={t('designers.filter.minCompleted')}
            data-testid="ds-min-completed"
          />
        </label>
        <label>
          <Typography.Text type="secondary">&nbsp;</Typography.Text>
          <Select
            className="bh-full"
            value={filters.sort}
            onChange={(sort: DirectoryFilters['sort']) => set({ sort })}
            options={(['rating', 'completed', 'newest'] as const).map((s) => ({ value: s, label: t(`designers.sort.${s}`) }))}
            data-testid="ds-sort"
          />
        </label>
        <Button onClick={() => update(() => new URLSearchParams())} data-testid="ds-reset">
          {t('designers.filter.reset')}
        </Button>
      </div>
      <PagedCards
        list={list}
        testId="ds"
        className="bh-ds-grid"
        empty={t('designers.empty')}
        found={(total) => t('designers.found', { total })}
        keyOf={(d) => d.cardno}
        card={(d) => <DesignerCard item={d} />}
      />
    </DirectoryPage>
  );
}
