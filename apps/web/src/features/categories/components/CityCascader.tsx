import { useI18n } from '../../../i18n';
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
 * One city, picked province → city from the region tree, in plain markup (no antd): a native select with a group per
 * province (a province without cities is its own city), so the keyboard, the type-ahead and screen readers work as
 * with any select. The value is the city's name (what rows store); the empty choice (`placeholder`) clears it. It is
 * the control (value, onChange, id) of the plain forms. A city the tree no longer offers shows by its name.
 */
export function CityCascader({ value, onChange, placeholder, testId, id, disabled, ...aria }: Props) {
  const { t } = useI18n();
  const regions = useRegions();
  const hint = placeholder ?? t('categories.city');
  const known = value !== undefined && regions.has(value);
  return (
    <select
      id={id}
      className="bh-select"
      value={value ?? ''}
      onChange={(e) => onChange?.(e.target.value || undefined)}
      disabled={disabled}
      // a form's label names it through `id`; a picker without one is named by its placeholder
      aria-label={aria['aria-label'] ?? (id ? undefined : hint)}
      aria-invalid={aria['aria-invalid'] || undefined}
      aria-describedby={aria['aria-describedby']}
      aria-busy={regions.loading || undefined}
      data-testid={testId}
    >
      <option value="">{hint}</option>
      {value && !known && <option value={value}>{value}</option>}
      {regions.groups.map((g) => (
        <optgroup key={g.label} label={g.label}>
          {g.options.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}

export { cityValue };
