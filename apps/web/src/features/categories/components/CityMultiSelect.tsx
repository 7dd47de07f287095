import { Select } from 'antd';
import { useI18n } from '../../../i18n';
import { useRegions } from './regions';

interface Props {
  value?: string[];
  onChange?: (cities: string[]) => void;
  placeholder?: string;
  testId?: string;
  id?: string;
  max?: number;
  'aria-label'?: string;
}

/** Several cities (a list filter), grouped by province and searchable in both languages; values are city names. */
export function CityMultiSelect({ value = [], onChange, placeholder, testId, id, max = 20, ...rest }: Props) {
  const { t } = useI18n();
  const regions = useRegions();
  return (
    <Select
      id={id}
      mode="multiple"
      className="bh-full"
      allowClear
      value={value}
      maxCount={max}
      onChange={(v: string[]) => onChange?.(v)}
      options={regions.groups}
      showSearch={{ optionFilterProp: 'search' }}
      loading={regions.loading}
      placeholder={placeholder ?? t('categories.cities')}
      aria-label={rest['aria-label'] ?? t('categories.cities')}
      data-testid={testId}
      maxTagCount="responsive"
    />
  );
}
