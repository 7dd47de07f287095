import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import { useI18n } from '../../i18n';
import type { FieldProps } from './Form';
import { Icon } from './Icon';

/**
 * A rating of 1–5 stars (antd's Rate) in plain markup: five radios under a legend, each drawn as a star and named
 * "n out of 5 stars"; the chosen one and those before it are lit. The arrow keys move and choose, as for any radios.
 * Its value is the number as text ('' until chosen), as the lite form keeps every field.
 */
export function StarsField({ id, value, onChange, error, label, testId }: FieldProps & { label: string; testId?: string }) {
  const { t } = useI18n();
  const errorId = `${id}-error`;
  const chosen = Number(value) || 0;
  return (
    <fieldset className="bh-field bh-rate" aria-describedby={error ? errorId : undefined} data-testid={testId}>
      <legend className="bh-field-label">{label}</legend>
      <span className="bh-rate-stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={n <= chosen ? 'is-on' : undefined}>
            <input
              type="radio"
              id={n === 1 ? id : undefined}
              name={id}
              value={n}
              checked={chosen === n}
              onChange={() => onChange(String(n))}
              aria-label={t('stars.label', { value: String(n) })}
              aria-invalid={error ? true : undefined}
            />
            <Icon icon={StarFilled} />
          </label>
        ))}
      </span>
      <div id={errorId} className="bh-field-error" aria-live="polite">
        {error}
      </div>
    </fieldset>
  );
}
