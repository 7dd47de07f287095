import './segmented.css';
import type { ReactNode } from 'react';

export interface SegmentedOption<V extends string> {
  value: V;
  label: ReactNode;
  icon?: ReactNode;
}

/**
 * One choice among a few drawn as antd's Segmented control, in plain markup: a named group of radio buttons (the
 * arrow keys move and choose, as the browser does for radios), the chosen one raised on a grey track.
 */
export function Segmented<V extends string>({
  options,
  value,
  onChange,
  label,
  name,
  testId,
}: {
  options: SegmentedOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** what the group chooses, for screen readers */
  label: string;
  /** the radios' name (unique on the page) */
  name: string;
  testId?: string;
}) {
  return (
    <fieldset className="bh-segmented" data-testid={testId}>
      <legend className="bh-segmented-legend">{label}</legend>
      {options.map((o) => (
        <label key={o.value} className="bh-segmented-item">
          <input type="radio" name={name} value={o.value} checked={o.value === value} onChange={() => onChange(o.value)} />
          <span>
            {o.icon}
            {o.label}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
