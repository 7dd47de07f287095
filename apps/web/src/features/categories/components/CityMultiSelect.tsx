import { useI18n } from '../../../i18n';
import { MultiSelect } from '../../../components/lite/MultiSelect';
import { useRegions } from './regions';

interface Props {
  value?: string[];
  onChange?: (cities: string[]) => void;
  placeholder?: string;
  testId?: string;
  max?: number;
  'aria-label'?: string;
}

/**
 * Several cities (a list filter), grouped by province and searchable in both languages; values are city names. Plain
 * markup (components/lite/MultiSelect): the directories that use it load without antd.
 */
export function CityMultiSelect({ value = [], onChange, placeholder, testId, max = 20, ...rest }: Props) {
  const { t } = useI18n();
  const regions = useRegions();
  return (
    <MultiSelect
      groups={regions.groups}
      value={value}
      onChange={(v) => onChange?.(v)}
      max={max}
      loading={regions.loading}
      placeholder={placeholder ?? t('categories.cities')}
      label={rest['aria-label'] ?? t('categories.cities')}
      testId={testId}
    />
  );
}
