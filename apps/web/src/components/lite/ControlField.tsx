import type { ReactNode } from 'react';
import { FieldHelp } from './Form';

/**
 * A field of the plain form around a control of its own (a picker, an editor, a list of tags): the label above it,
 * the control, its error line (announced) and hint — antd's `Form.Item` around a custom control. The label is tied to
 * `id` (the control's own element with that id); a control that names itself (a toolbar and its text area) takes
 * `labelFor={false}`, and the label is then drawn as one but not tied.
 */
export function ControlField({
  id,
  label,
  error,
  hint,
  labelFor = true,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  labelFor?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="bh-field">
      {labelFor ? (
        <label className="bh-field-label" htmlFor={id}>
          {label}
        </label>
      ) : (
        <div className="bh-field-label" id={`${id}-label`}>
          {label}
        </div>
      )}
      {children}
      <FieldHelp errorId={`${id}-error`} error={error} hintId={`${id}-hint`} hint={hint} />
    </div>
  );
}
