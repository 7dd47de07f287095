import type { ReactNode } from 'react';
import { BusyMark } from './BusyMark';

/**
 * An on/off switch (antd's small Switch) drawn by controls.css `.bh-toggle` on a native checkbox read out as a switch
 * (`role="switch"`): Space toggles it, its label is beside it (`label`), or only read out (`hiddenLabel`, a switch in a
 * table row whose column names it). While `busy` it shows antd's turning mark and cannot be changed.
 */
export function Switch({
  checked,
  onChange,
  label,
  hiddenLabel,
  busy = false,
  disabled,
  testId,
  className,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** the text beside the switch */
  label?: ReactNode;
  /** the switch's name for screen readers when nothing beside it says it */
  hiddenLabel?: string;
  busy?: boolean;
  disabled?: boolean;
  testId?: string;
  /** the label's spacing in its page (`bh-gap-top-s`) */
  className?: string;
}) {
  return (
    <label className={className ? `bh-toggle ${className}` : 'bh-toggle'}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        aria-label={hiddenLabel}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      {busy && <BusyMark />}
      {label}
    </label>
  );
}
