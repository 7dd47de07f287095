import { useI18n } from '../../../i18n';
import { MultiSelect } from '../../../components/lite/MultiSelect';
import { cityValue, useRegions } from './regions';

interface Props {
  /** the city's name as rows store it */
  value?: string;
  onChange?: (city: string | undefined) => void;
  placeholder?: string;
  testId?: string;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
  /** a plain form's error state and lines (lite/Fields `describe`) */
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * One city, picked from the region tree in plain markup: the lite MultiSelect with one value, a group per
 * province (a province without cities is its own city). Typing filters the cities by either language's name (深,
 * "shen"); ↓ ↑ and Enter pick, as in any combobox. The value is the city's name (what rows store); the chip's remove
 * button (or Backspace) clears it, and the empty box shows `placeholder`. It is the control (value, onChange, id) of
 * the plain forms. A city the tree no longer offers shows by its name.
 */
export function CityCascader({ value, onChange, placeholder, testId, id, disabled, ...aria }: Props) {
  const { t } = useI18n();
  const regions = useRegions();
  const hint = placeholder ?? t('categories.city');
  return (
    <MultiSelect
      id={id}
      single
      groups={regions.groups}
      value={value ? [value] : []}
      onChange={(cities) => onChange?.(cities.at(-1))}
      // a form's label names it through `id`; a picker without one is named by its placeholder
      label={aria['aria-label'] ?? (id ? undefined : hint)}
      placeholder={hint}
      loading={regions.loading}
      disabled={disabled}
      aria-invalid={aria['aria-invalid']}
      aria-describedby={aria['aria-describedby']}
      testId={testId}
    />
  );
}

export { cityValue };
