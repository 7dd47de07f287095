import { useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';
import { venueKeys, venuesApi, type VenueItem } from '../api';

interface Props {
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** the chosen venue, to fill the form's city and address */
  onPick?: (venue: VenueItem | null) => void;
  /** the name to show for the current value before any search (an entry being edited) */
  initialName?: string;
  id?: string;
  testId: string;
}

/** A venue picked by typing part of its name (Common/searchHuichang, 20 at a time). */
export function VenuePicker({ value, onChange, onPick, initialName, id, testId }: Props) {
  const { t } = useI18n();
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: venueKeys.picker(keyword),
    queryFn: () => venuesApi.list({ ...(keyword ? { searchKey: keyword } : {}), sizeRange: 0, plaza: 0, page: 1, pageSize: 20 }),
    staleTime: 60_000,
  });
  const rows = found.data?.listItem ?? [];
  const options = rows.map((v) => ({ value: v.id, label: `${v.name} · ${v.city}` }));
  if (value && initialName && !rows.some((v) => v.id === value)) options.unshift({ value, label: initialName });
  return (
    <Select<number>
      id={id}
      className="bh-full"
      showSearch={{ filterOption: false, onSearch: (v) => setKeyword(v.trim()) }}
      allowClear
      value={value ?? undefined}
      options={options}
      loading={found.isFetching}
      placeholder={t('conventions.pub.venueHint')}
      onChange={(v) => {
        onChange?.(v ?? null);
        onPick?.(rows.find((r) => r.id === v) ?? null);
      }}
      data-testid={testId}
    />
  );
}
