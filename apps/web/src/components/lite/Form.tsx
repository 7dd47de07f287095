import { useId, useState, type FormEvent, type ReactNode } from 'react';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { useI18n } from '../../i18n';
import { Icon } from './Icon';

/**
 * A plain form kit for the pages that load without antd (the login page, decision 048): text fields with their label
 * and error line, a password field with its show/hide toggle, a submit button with a busy state. Drawn by
 * components/lite/form.css like antd's large vertical form; checked like antd's Form (a field's first failing rule, on
 * every change once the field was changed, and all of them on submit).
 */

/** One rule of a field: its message when the text breaks it. */
export type Check = (value: string) => string | undefined;

/** antd's `{ required: true }`: an empty field fails. */
export const required =
  (message: string): Check =>
  (value) =>
    value === '' ? message : undefined;

/** antd's `{ pattern }`: a text that does not match fails (an empty one is left to `required`). */
export const matches =
  (pattern: RegExp, message: string): Check =>
  (value) =>
    value !== '' && !pattern.test(value) ? message : undefined;

export interface FieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** the message of the first rule the text breaks, once the field was changed or the form sent */
  error?: string;
}

/**
 * The state of a form of text fields named `K`, each with its rules (read at every render: the messages follow the
 * language). `field(name)` goes to a TextField or PasswordField; `onSubmit(send)` to the form: it shows every error
 * and puts the focus on the first wrong field, or calls `send` with the values.
 */
export function useLiteForm<K extends string>(rules: Record<K, Check[]>) {
  const formId = useId();
  const names = Object.keys(rules) as K[];
  const [values, setValues] = useState(() => Object.fromEntries(names.map((n) => [n, ''])) as Record<K, string>);
  const [shown, setShown] = useState<Partial<Record<K, boolean>>>({});
  const errorOf = (name: K) => rules[name].map((check) => check(values[name])).find(Boolean);
  const idOf = (name: K) => `${formId}-${name}`;

  const field = (name: K): FieldProps => ({
    id: idOf(name),
    value: values[name],
    onChange: (value) => {
      setValues((v) => ({ ...v, [name]: value }));
      setShown((s) => (s[name] ? s : { ...s, [name]: true }));
    },
    error: shown[name] ? errorOf(name) : undefined,
  });

  const onSubmit = (send: (values: Record<K, string>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown(Object.fromEntries(names.map((n) => [n, true])) as Record<K, boolean>);
    const wrong = names.find((n) => errorOf(n));
    if (wrong) document.getElementById(idOf(wrong))?.focus();
    else send(values);
  };

  return { field, onSubmit };
}

interface TextFieldProps extends FieldProps {
  label: ReactNode;
  /** the icon at the start of the box (antd's `prefix`) */
  prefix?: IconDefinition;
  inputMode?: 'text' | 'tel' | 'numeric' | 'email';
  autoComplete?: string;
  testId?: string;
}

/** A labelled text box; its error line is tied to it (aria-invalid, aria-describedby). */
export function TextField(props: TextFieldProps) {
  return <Field {...props} />;
}

/** A labelled password box with a button that shows or hides the password. */
export function PasswordField(props: TextFieldProps) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      className="bh-field-toggle"
      aria-label={t('common.showPassword')}
      aria-pressed={visible}
      aria-controls={props.id}
      onClick={() => setVisible((v) => !v)}
    >
      <Icon icon={visible ? EyeOutlined : EyeInvisibleOutlined} />
    </button>
  );
  return <Field {...props} type={visible ? 'text' : 'password'} suffix={toggle} />;
}

function Field({
  id,
  label,
  value,
  onChange,
  error,
  prefix,
  inputMode,
  autoComplete,
  testId,
  type = 'text',
  suffix,
}: TextFieldProps & { type?: 'text' | 'password'; suffix?: ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <div className="bh-field">
      <label className="bh-field-label" htmlFor={id}>
        {label}
      </label>
      <span className={`bh-field-box${error ? ' bh-field-box-error' : ''}`}>
        {prefix && <Icon icon={prefix} className="bh-field-prefix" />}
        <input
          id={id}
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          inputMode={inputMode}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={testId}
        />
        {suffix}
      </span>
      <div id={errorId} className="bh-field-error" aria-live="polite">
        {error}
      </div>
    </div>
  );
}

/** antd's buttons write a label of two Chinese characters with a space between them (登 录). */
const spaced = (label: ReactNode) => (typeof label === 'string' && /^[\u4e00-\u9fa5]{2}$/.test(label) ? label.split('').join(' ') : label);

/** The full-width large primary submit button of a form; while `busy` it turns its spinner and ignores clicks. */
export function SubmitButton({ busy, testId, children }: { busy: boolean; testId: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="bh-btn bh-btn-primary bh-btn-large bh-btn-block"
      aria-busy={busy || undefined}
      data-testid={testId}
      onClick={busy ? (e) => e.preventDefault() : undefined}
    >
      {busy && <BusyMark />}
      {spaced(children)}
    </button>
  );
}

/** antd's turning mark of a busy button. */
export function BusyMark() {
  return <Icon icon={LoadingOutlined} className="bh-busy-mark" />;
}
