import { useCallback, useState } from 'react';
import FilterOutlined from '@ant-design/icons-svg/es/asn/FilterOutlined';
import * as catalogue from '@boothhub/shared/contracts/catalogueBands';
import { useI18n } from '../../../i18n';
import { useDesktop } from '../../../lib/useMedia';
import { DateRange } from '../../../components/lite/DateRange';
import { Drawer } from '../../../components/lite/Drawer';
import { Icon } from '../../../components/lite/Icon';
import { CategoryFilter, CityMultiSelect } from '../../categories';
import { activeCount, type DateMode, type ListFilters } from '../lib/filters';

/**
 * The filter controls (cities, industry, dates, area band): a row on wide screens, a drawer from the bottom on phones.
 * Native selects, date boxes and the plain city and industry pickers.
 */
export function ListFiltersBar({ value, onChange }: { value: ListFilters; onChange: (f: ListFilters) => void }) {
  const { t } = useI18n();
  const desktop = useDesktop();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const set = (patch: Partial<ListFilters>) => onChange({ ...value, ...patch });
  const bandLabel = (b: catalogue.Band) =>
    b.max === null
      ? t('exhibitions.filter.bandOpen', { min: b.min.toLocaleString() })
      : t('exhibitions.filter.band', { min: b.min.toLocaleString(), max: b.max.toLocaleString() });

  const controls = (
    <div className="bh-ex-filters" data-testid="ex-filters">
      <CityMultiSelect
        placeholder={t('exhibitions.filter.city')}
        aria-label={t('exhibitions.filter.city')}
        value={value.city}
        onChange={(city: string[]) => set({ city })}
        testId="ex-filter-city"
      />
      <CategoryFilter
        tree="industry"
        placeholder={t('exhibitions.filter.industry')}
        aria-label={t('exhibitions.filter.industry')}
        value={value.industry || undefined}
        onChange={(industry?: string) => set({ industry: industry ?? '' })}
        testId="ex-filter-industry"
      />
      <select
        className="bh-select"
        aria-label={t('exhibitions.filter.date')}
        value={value.date}
        onChange={(e) => {
          const date = e.target.value as DateMode;
          set({ date, ...(date === 'range' ? {} : { from: '', to: '' }) });
        }}
        data-testid="ex-filter-date"
      >
        <option value="">{t('exhibitions.filter.date.any')}</option>
        <option value="month">{t('exhibitions.filter.date.month')}</option>
        <option value="next3">{t('exhibitions.filter.date.next3')}</option>
        <option value="range">{t('exhibitions.filter.date.range')}</option>
      </select>
      {value.date === 'range' && (
        <DateRange
          label={t('exhibitions.filter.date.range')}
          from={value.from}
          to={value.to}
          onChange={(from, to) => set({ from, to })}
          testId="ex-filter-range"
        />
      )}
      <select
        className="bh-select"
        aria-label={t('exhibitions.filter.plaza')}
        value={value.plaza}
        onChange={(e) => set({ plaza: Number(e.target.value) })}
        data-testid="ex-filter-plaza"
      >
        <option value={0}>{t('exhibitions.filter.plaza.any')}</option>
        {catalogue.PLAZA_BANDS.map((b) => (
          <option key={b.value} value={b.value}>
            {bandLabel(b)}
          </option>
        ))}
      </select>
      <label className="bh-check bh-ex-filter-plan">
        <input type="checkbox" checked={value.plan} onChange={(e) => set({ plan: e.target.checked })} data-testid="ex-filter-plan" />
        <span>{t('exhibitions.filter.plan')}</span>
      </label>
    </div>
  );
  const clear = () => onChange({ ...value, city: [], industry: '', date: '', from: '', to: '', plaza: 0, plan: false });

  if (desktop) return controls;
  const count = activeCount(value);
  return (
    <>
      <button type="button" className="bh-btn" onClick={() => setOpen(true)} data-testid="ex-filter-open">
        <Icon icon={FilterOutlined} />
        {t('exhibitions.filter.open')}
        {count > 0 && <span className="bh-ex-filter-count">{count}</span>}
      </button>
      <Drawer open={open} onClose={close} placement="bottom" title={t('exhibitions.filter.open')} closeLabel={t('nav.close')}>
        {controls}
        <div className="bh-ex-filter-actions">
          <button type="button" className="bh-btn" onClick={clear}>
            {t('exhibitions.filter.clear')}
          </button>
          <button type="button" className="bh-btn bh-btn-primary" onClick={close} data-testid="ex-filter-done">
            {t('exhibitions.filter.apply')}
          </button>
        </div>
      </Drawer>
    </>
  );
}
