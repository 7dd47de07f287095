import { useI18n } from '../../../i18n';
import type { FieldProps } from '../../../components/lite/Form';
import { opensLabel } from '../labels';
import { OpenSidesPicture } from './OpenSides';

/**
 * The publish form's open sides: four radios under a legend, each drawn as its picture with its name (antd's
 * Radio.Button look). Its value is the number as text, as the lite form keeps every field.
 */
export function OpenSidesPicker({ id, value, onChange, label, disabled }: FieldProps & { label: string; disabled?: boolean }) {
  const { lang } = useI18n();
  return (
    <fieldset className="bh-field bh-choice" disabled={disabled}>
      <legend className="bh-field-label">{label}</legend>
      <div className="bh-opens-picker" data-testid="task-opens">
        {[1, 2, 3, 4].map((n) => (
          <label key={n} className="bh-opens-option">
            <input
              type="radio"
              id={n === 1 ? id : undefined}
              name={id}
              value={n}
              checked={value === String(n)}
              onChange={() => onChange(String(n))}
            />
            <span className="bh-block" data-testid={`task-opens-${n}`}>
              <OpenSidesPicture opens={n} size={64} />
              <span className="bh-opens-label">{opensLabel(lang, n)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
