import { useSyncedState } from '../../../lib/useSyncedState';
import { Button, DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useI18n } from '../../../i18n';
import { CategorySelect, CityMultiSelect } from '../../categories';
import { emptyFilters, type DatePreset, type ListFilters as Filters } from '../filters';
import { bandOptions } from './bands';

/**
 * The filters above the conventions and venues lists. Every change is handed up at once (the page keeps them in the
 * URL); the keyword on Enter or the search button. Venues have no industry or dates.
 */
export function ListFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t } = useI18n();
  const [keyword, setKeyword] = useSyncedState(value.searchKey);
  const venues = value.tab === 'venues';
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  return (
    <div className="bh-cv-filters" data-testid="cv-filters">
      <Input.Search
        allowClear
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(v) => set({ searchKey: v.trim() })}
        placeholder={t(venues ? 'conventions.filter.venueKeyword' : 'conventions.filter.keyword')}
        enterButton={t('common.search')}
        aria-label={t('common.search')}
        data-testid="cv-search"
      />
      <CityMultiSelect value={value.city} onChange={(city) => set({ city })} placeholder={t('conventions.filter.city')} testId="cv-city" />
      <BandSelect band="size" value={value.sizeRange} onChange={(sizeRange) => set({ sizeRange })} />
      <BandSelect band="plaza" value={value.plaza} onChange={(plaza) => set({ plaza })} />
      {!venues && (
        <CategorySelect
          tree="industry"
          value={value.industry || undefined}
          onChange={(industry) => set({ industry: industry ?? '' })}
          placeholder={t('conventions.filter.industry')}
          aria-label={t('conventions.filter.industry')}
          testId="cv-industry"
        />
      )}
      {!venues && (
        <Select<DatePreset>
          value={value.dates}
          onChange={(dates) =>
            set(
              dates === 'range'
                ? { dates, from: dayjs().format('YYYY-MM-DD'), to: dayjs().add(1, 'month').format('YYYY-MM-DD') }
                : { dates, from: '', to: '' },
            )
          }
          options={[
            { value: '', label: t('conventions.filter.anyDate') },
            { value: 'month', label: t('conventions.filter.thisMonth') },
            { value: 'next3', label: t('conventions.filter.next3') },
            { value: 'range', label: t('conventions.filter.range') },
          ]}
          aria-label={t('conventions.filter.dates')}
          data-testid="cv-dates"
        />
      )}
      {!venues && value.dates === 'range' && (
        <DatePicker.RangePicker
          className="bh-full"
          allowClear={false}
          value={[dayjs(value.from), dayjs(value.to)]}
          onChange={(r) => r?.[0] && r[1] && set({ from: r[0].format('YYYY-MM-DD'), to: r[1].format('YYYY-MM-DD') })}
          data-testid="cv-range"
        />
      )}
      <div>
        <Button onClick={() => onChange({ ...emptyFilters, tab: value.tab })} data-testid="cv-reset">
          {t('conventions.filter.reset')}
        </Button>
      </div>
    </div>
  );
}

/** A band filter (hall size, plaza) whose options read "Size: …" so the chosen one says what it filters. */
function BandSelect({ band, value, onChange }: { band: 'size' | 'plaza'; value: number; onChange: (v: number) => void }) {
  const { t } = useI18n();
  const name = t(`conventions.filter.${band}`);
  return (
    <Select<number>
      value={value}
      onChange={onChange}
      options={bandOptions(t, band).map((o) => ({ ...o, label: `${name}: ${o.label}` }))}
      aria-label={name}
      data-testid={`cv-${band}`}
    />
  );
}
