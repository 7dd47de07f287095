import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';
import type { FieldProps } from '../../../components/lite/Form';
import { MultiSelect } from '../../../components/lite/MultiSelect';
import { venueKeys, venuesApi, type VenueItem } from '../api';
import { cityIn } from '@boothhub/shared/cities';

interface Props extends FieldProps {
  /** the box's name */
  label: string;
  /** the chosen venue, to fill the form's city and address */
  onPick?: (venue: VenueItem) => void;
  /** the name to show for the current value before any search (an entry being edited) */
  initialName?: string;
  testId: string;
}

/**
 * A venue picked by typing part of its name (Common/searchHuichang, 20 at a time), in plain markup (lite MultiSelect
 * with one value; its chip's remove button clears it). The value is the venue's id as text, `''` for none.
 */
export function VenuePicker({ id, value, onChange, label, onPick, initialName, testId }: Props) {
  const { t, lang } = useI18n();
  const [keyword, setKeyword] = useState('');
  // the chosen venue's name, kept while the list shows another search
  const [picked, setPicked] = useState<string | undefined>();
  const name = picked ?? initialName;
  const found = useQuery({
    queryKey: venueKeys.picker(keyword),
    queryFn: () => venuesApi.list({ ...(keyword ? { searchKey: keyword } : {}), sizeRange: 0, plaza: 0, page: 1, pageSize: 20 }),
    staleTime: 60_000,
  });
  const rows = found.data?.listItem ?? [];
  const options = rows.map((v) => ({ value: String(v.id), label: `${v.name} · ${cityIn(v.city, lang)}`, search: v.name }));
  if (value && name && !rows.some((v) => String(v.id) === value)) options.unshift({ value, label: name, search: name });
  return (
    <MultiSelect
      id={id}
      single
      groups={[{ label, options }]}
      value={value ? [value] : []}
      onChange={(picked) => {
        const next = picked.at(-1) ?? '';
        onChange(next);
        const venue = rows.find((r) => String(r.id) === next);
        setPicked(venue ? `${venue.name} · ${cityIn(venue.city, lang)}` : undefined);
        if (venue) onPick?.(venue);
      }}
      onText={(text) => setKeyword(text.trim())}
      label={label}
      placeholder={t('conventions.pub.venueHint')}
      loading={found.isFetching}
      testId={testId}
    />
  );
}
