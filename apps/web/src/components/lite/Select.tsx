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
  id,
  testId,
}: {
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  options: ReadonlyArray<{ value: V; label: string }>;
  label: string;
  placeholder?: string;
  width?: number;
  /** the select's id, for a visible label's `htmlFor` (a form's field) */
  id?: string;
  testId?: string;
}) {
  return (
    <select
      id={id}
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
