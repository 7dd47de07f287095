import { addMonthsToDay, today } from '@boothhub/shared/time';
import { useSyncedState } from '../../../lib/useSyncedState';
import { useI18n } from '../../../i18n';
import { DateRange } from '../../../components/lite/DateRange';
import { SearchForm } from '../../../components/lite/SearchForm';
import { CategoryFilter, CityMultiSelect } from '../../categories';
import { emptyFilters, type DatePreset, type ListFilters as Filters } from '../filters';
import { bandOptions } from './bands';

/**
 * The filters above the conventions and venues lists, in plain markup (native selects, date boxes, the plain city and
 * industry pickers). Every change is handed up at once (the page keeps them in the URL); the keyword
 * on Enter or the search button. Venues have no industry or dates.
 */
export function ListFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t } = useI18n();
  const [keyword, setKeyword] = useSyncedState(value.searchKey);
  const venues = value.tab === 'venues';
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  return (
    <div className="bh-cv-filters" data-testid="cv-filters">
      <SearchForm
        value={keyword}
        onChange={(text) => {
          setKeyword(text);
          // the box's own clear (×, Escape) shows every entry again, as antd's clear did
          if (text === '' && value.searchKey) set({ searchKey: '' });
        }}
        onSearch={(searchKey) => set({ searchKey })}
        label={t(venues ? 'conventions.filter.venueKeyword' : 'conventions.filter.keyword')}
        testId="cv-search"
      />
      <CityMultiSelect value={value.city} onChange={(city) => set({ city })} placeholder={t('conventions.filter.city')} testId="cv-city" />
      <BandSelect band="size" value={value.sizeRange} onChange={(sizeRange) => set({ sizeRange })} />
      <BandSelect band="plaza" value={value.plaza} onChange={(plaza) => set({ plaza })} />
      {!venues && (
        <CategoryFilter
          tree="industry"
          value={value.industry || undefined}
          onChange={(industry) => set({ industry: industry ?? '' })}
          placeholder={t('conventions.filter.industry')}
          aria-label={t('conventions.filter.industry')}
          testId="cv-industry"
        />
      )}
      {!venues && (
        <select
          className="bh-select"
          value={value.dates}
          onChange={(e) => {
            const dates = e.target.value as DatePreset;
            set(dates === 'range' ? { dates, from: today(), to: addMonthsToDay(today(), 1) } : { dates, from: '', to: '' });
          }}
          aria-label={t('conventions.filter.dates')}
          data-testid="cv-dates"
        >
          <option value="">{t('conventions.filter.anyDate')}</option>
          <option value="month">{t('conventions.filter.thisMonth')}</option>
          <option value="next3">{t('conventions.filter.next3')}</option>
          <option value="range">{t('conventions.filter.range')}</option>
        </select>
      )}
      {!venues && value.dates === 'range' && (
        <DateRange
          label={t('conventions.filter.range')}
          from={value.from}
          to={value.to}
          // a range is always whole here (it starts as today – a month on): emptying a box changes nothing
          onChange={(from, to) => from && to && set({ from, to })}
          testId="cv-range"
        />
      )}
      <div>
        <button type="button" className="bh-btn" onClick={() => onChange({ ...emptyFilters, tab: value.tab })} data-testid="cv-reset">
          {t('conventions.filter.reset')}
        </button>
      </div>
    </div>
  );
}

/** A band filter (hall size, plaza) whose options read "Size: …" so the chosen one says what it filters. */
function BandSelect({ band, value, onChange }: { band: 'size' | 'plaza'; value: number; onChange: (v: number) => void }) {
  const { t } = useI18n();
  const name = t(`conventions.filter.${band}`);
  return (
    <select className="bh-select" value={value} onChange={(e) => onChange(Number(e.target.value))} aria-label={name} data-testid={`cv-${band}`}>
      {bandOptions(t, band).map((o) => (
        <option key={o.value} value={o.value}>
          {`${name}: ${o.label}`}
        </option>
      ))}
    </select>
  );
}
