import '../designers.css';
import { useAddressParams } from '../../../lib/urlQuery';
import { useI18n } from '../../../i18n';
import { DirectoryPage, DirectorySearch } from '../../../components/DirectoryPage';
import { PagedCards } from '../../../components/PagedCards';
import { usePagedList } from '../../../lib/usePagedList';
import { CategoryFilter, CityMultiSelect } from '../../categories';
import { Select } from '../../../components/lite/Select';
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
        <div>
          <span className="bh-secondary bh-block">{t('designers.filter.cities')}</span>
          <CityMultiSelect value={filters.city} onChange={(city) => set({ city })} testId="ds-city" aria-label={t('designers.filter.cities')} />
        </div>
        <div>
          <span className="bh-secondary bh-block">{t('designers.filter.specialty')}</span>
          <CategoryFilter
            tree="designType"
            multiple
            value={filters.specialty}
            onChange={(specialty) => set({ specialty })}
            testId="ds-specialty"
            aria-label={t('designers.filter.specialty')}
          />
        </div>
        <label>
          <span className="bh-secondary bh-block">{t('designers.filter.minRating')}</span>
          <Select
            value={String(filters.minRating)}
            onChange={(v) => set({ minRating: Number(v ?? 0) })}
            options={[0, 3, 3.5, 4, 4.5].map((v) => ({ value: String(v), label: v ? `≥ ${v}` : t('designers.filter.any') }))}
            label={t('designers.filter.minRating')}
            testId="ds-min-rating"
          />
        </label>
        <label>
          <span className="bh-secondary bh-block">{t('designers.filter.minCompleted')}</span>
          <input
            key={filters.minCompleted}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            className="bh-input"
            defaultValue={filters.minCompleted || ''}
            // the address changes when the figure is done (leaving the box or Enter), not at every digit
            onBlur={(e) => {
              const minCompleted = Math.max(0, Math.floor(Number(e.target.value) || 0));
              // passing through the box (Tab) changes nothing, not even the page
              if (minCompleted !== filters.minCompleted) set({ minCompleted });
            }}
            onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
            aria-label={t('designers.filter.minCompleted')}
            data-testid="ds-min-completed"
          />
        </label>
        <label>
          <span className="bh-secondary bh-block">&nbsp;</span>
          <Select
            value={filters.sort}
            onChange={(sort) => set({ sort: sort ?? 'rating' })}
            options={(['rating', 'completed', 'newest'] as const).map((v) => ({ value: v, label: t(`designers.sort.${v}`) }))}
            label={t('pages.sort')}
            testId="ds-sort"
          />
        </label>
        <button type="button" className="bh-btn" onClick={() => update(() => new URLSearchParams())} data-testid="ds-reset">
          {t('designers.filter.reset')}
        </button>
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
