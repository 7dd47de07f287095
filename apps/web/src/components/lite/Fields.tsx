import type { ReactNode } from 'react';
import { DateRange } from './DateRange';
import { FieldHelp, type FieldProps } from './Form';

/**
 * More fields of the plain form kit (components/lite/Form.tsx), for the long publishing forms: a frame for any control
 * (its label, error line and hint), a select, a day, a range of days and a group of checkboxes. Each keeps its value
 * as text, as `useLiteForm` keeps every field: a range is `from/to` (`''` until both days are chosen), a group of
 * checkboxes its values joined by commas.
 */

interface FrameProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /**
   * the control is a group or a picker, not one box: the label is a line of text (id `${id}-label`) that the control
   * names itself with (aria-labelledby), not a `<label>`
   */
  group?: boolean;
  children: ReactNode;
}

/**
 * A field's label, its control, its error line (announced) and its hint (antd's `Form.Item` around any control): the
 * one frame of the plain form for a control of its own (a select, a picker, an editor, a list of tags). The label is
 * tied to `id` (the control's own element with that id); a control that names itself takes `group`, and the label is
 * then drawn as one but not tied. The control says `describe(...)` of itself to be described by the error and hint.
 */
export function FieldFrame({ id, label, error, hint, group, children }: FrameProps) {
  return (
    <div className="bh-field">
      {group ? (
        <div className="bh-field-label" id={`${id}-label`}>
          {label}
        </div>
      ) : (
        <label className="bh-field-label" htmlFor={id}>
          {label}
        </label>
      )}
      {children}
      <FieldHelp errorId={`${id}-error`} error={error} hintId={`${id}-hint`} hint={hint} />
    </div>
  );
}

/** What a control inside a `FieldFrame` says of itself: invalid, and described by the error line and the hint. */
export const describe = ({ id, error }: Pick<FieldProps, 'id' | 'error'>, hint?: ReactNode) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined,
});

interface SelectFieldProps extends FieldProps {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  hint?: ReactNode;
  disabled?: boolean;
  testId?: string;
}

/** A labelled native select (antd's Select in a form) of the middle size. */
export function SelectField({ id, value, onChange, error, label, options, hint, disabled, testId }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        className="bh-select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        data-testid={testId}
        {...describe({ id, error }, hint)}
      >
        {value === '' && <option value="" />}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

interface DayProps extends FieldProps {
  label: string;
  /** the first day that may be chosen (`YYYY-MM-DD`) */
  min?: string;
  hint?: ReactNode;
  testId?: string;
}

/** A labelled day (antd's DatePicker): a native date box, `YYYY-MM-DD`. */
export function DateField({ id, value, onChange, error, label, min, hint, testId }: DayProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        type="date"
        className="bh-input"
        value={value}
        min={min}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
        {...describe({ id, error }, hint)}
      />
    </FieldFrame>
  );
}

/** A labelled range of days (antd's RangePicker in a form) on `DateRange`; its value is `from/to`, `''` until both are chosen. */
export function DateRangeField({ id, value, onChange, error, label, min, hint, testId }: DayProps) {
  const [from = '', to = ''] = value.split('/');
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} group>
      <DateRange
        id={id}
        from={from}
        to={to}
        min={min}
        label={label}
        onChange={(f, e) => onChange(f && e ? `${f}/${e}` : '')}
        describedBy={describe({ id, error }, hint)['aria-describedby']}
        testId={testId}
      />
    </FieldFrame>
  );
}

/** The days of a `DateRangeField`'s value (`['', '']` when none). */
export const rangeDays = (value: string): [string, string] => {
  const [from = '', to = ''] = value.split('/');
  return [from, to];
};

interface ChecksProps extends FieldProps {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  disabled?: boolean;
  testId?: string;
}

/** Several of a few choices (antd's Checkbox.Group in a form): checkboxes in a row under a legend; the value joins them with commas. */
export function ChecksField({ id, value, onChange, error, label, options, disabled, testId }: ChecksProps) {
  const chosen = value ? value.split(',') : [];
  const errorId = `${id}-error`;
  return (
    <fieldset className="bh-field bh-choice" aria-describedby={error ? errorId : undefined} disabled={disabled} data-testid={testId}>
      <legend className="bh-field-label">{label}</legend>
      <span className="bh-checks">
        {options.map((o, i) => (
          <label key={o.value} className="bh-check">
            <input
              type="checkbox"
              id={i === 0 ? id : undefined}
              value={o.value}
              checked={chosen.includes(o.value)}
              onChange={(e) =>
                onChange(
                  options
                    .map((x) => x.value)
                    .filter((v) => (v === o.value ? e.target.checked : chosen.includes(v)))
                    .join(','),
                )
              }
              aria-invalid={error ? true : undefined}
            />
            {o.label}
          </label>
        ))}
      </span>
      <div id={errorId} className="bh-field-error" aria-live="polite">
        {error}
      </div>
    </fieldset>
  );
}
