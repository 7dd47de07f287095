import { useState } from 'react';
import { Badge, Button, DatePicker, Drawer, Grid, Select, Space } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { catalogue } from '@boothhub/shared';
import { useI18n } from '../../../i18n';
import { CategorySelect, CityMultiSelect } from '../../categories';
import { activeCount, type DateMode, type ListFilters } from '../lib/filters';

const DAY = 'YYYY-MM-DD';

/** The filter controls (cities, industry, dates, area band): a row on wide screens, a drawer on phones. */
export function ListFiltersBar({ value, onChange }: { value: ListFilters; onChange: (f: ListFilters) => void }) {
  const { t } = useI18n();
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(false);
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
      <CategorySelect
        tree="industry"
        placeholder={t('exhibitions.filter.industry')}
        aria-label={t('exhibitions.filter.industry')}
        value={value.industry || undefined}
        onChange={(industry?: string) => set({ industry: industry ?? '' })}
        testId="ex-filter-industry"
      />
      <Select<DateMode>
        aria-label={t('exhibitions.filter.date')}
        value={value.date}
        onChange={(date) => set({ date, ...(date === 'range' ? {} : { from: '', to: '' }) })}
        options={[
          { value: '', label: t('exhibitions.filter.date.any') },
          { value: 'month', label: t('exhibitions.filter.date.month') },
          { value: 'next3', label: t('exhibitions.filter.date.next3') },
          { value: 'range', label: t('exhibitions.filter.date.range') },
        ]}
        data-testid="ex-filter-date"
      />
      {value.date === 'range' && (
        <DatePicker.RangePicker
          aria-label={t('exhibitions.filter.date.range')}
          value={value.from && value.to ? [dayjs(value.from), dayjs(value.to)] : null}
          onChange={(r) => set({ from: r?.[0]?.format(DAY) ?? '', to: r?.[1]?.format(DAY) ?? '' })}
          data-testid="ex-filter-range"
        />
      )}
      <Select<number>
        aria-label={t('exhibitions.filter.plaza')}
        value={value.plaza}
        onChange={(plaza) => set({ plaza })}
        options={[
          { value: 0, label: t('exhibitions.filter.plaza.any') },
          ...catalogue.PLAZA_BANDS.map((b) => ({ value: b.value, label: bandLabel(b) })),
        ]}
        data-testid="ex-filter-plaza"
      />
    </div>
  );
  const clear = () => onChange({ ...value, city: [], industry: '', date: '', from: '', to: '', plaza: 0 });

  if (screens.md) return controls;
  return (
    <>
      <Badge count={activeCount(value)} size="small">
        <Button icon={<FilterOutlined />} onClick={() => setOpen(true)} data-testid="ex-filter-open">
          {t('exhibitions.filter.open')}
        </Button>
      </Badge>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="bottom"
        size="auto"
        title={t('exhibitions.filter.open')}
        extra={
          <Space>
            <Button onClick={clear}>{t('exhibitions.filter.clear')}</Button>
            <Button type="primary" onClick={() => setOpen(false)} data-testid="ex-filter-done">
              {t('exhibitions.filter.apply')}
            </Button>
          </Space>
        }
      >
        {controls}
      </Drawer>
    </>
  );
}
