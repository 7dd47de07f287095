/**
 * A native select drawn like antd's (content.css `.bh-select`) for a list's filter or sort: `placeholder` is the
 * empty choice ("any …", given when the filter may be left empty; the value is then `undefined`), `label` names it for
 * screen readers.
 */
export function Select<V extends string>({
  value,
  onChange,
  options,
  label,
  placeholder,
  width,
  testId,
}: {
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  options: ReadonlyArray<{ value: V; label: string }>;
  label: string;
  placeholder?: string;
  width?: number;
  testId?: string;
}) {
  return (
    <select
      className="bh-select"
      style={width ? { width } : undefined}
      value={value ?? ''}
      onChange={(e) => onChange((e.target.value || undefined) as V | undefined)}
      aria-label={label}
      data-testid={testId}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/**
 * A labelled native select of a plain form (`useLiteForm`'s `field(name)`), with its error line tied to it (antd's
 * Select in a Form.Item: a new role).
 */
export function SelectField({
  id,
  value,
  onChange,
  error,
  label,
  options,
  testId,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  testId?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="bh-field">
      <label className="bh-field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="bh-select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid={testId}
      >
        {value === '' && <option value="" />}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <div id={errorId} className="bh-field-error" aria-live="polite">
        {error}
      </div>
    </div>
  );
}
