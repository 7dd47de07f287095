import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { useI18n } from '../../i18n';
import { Icon } from './Icon';
import { BusyMark } from './BusyMark';
import { LimitedField } from './LimitedField';
import { useCharLimit } from './charLimit';

export { BusyMark };

/**
 * The plain form kit (first for the login, register and reset pages, decision 048; every form since): text
 * fields with their label, hint and error line, a password field with its show/hide toggle, a code field with its
 * "Get code" button and countdown, a choice of radios, a submit button with a busy state. Drawn by
 * components/lite/form.css like antd's large vertical form; checked like antd's Form (a field's first failing rule, on
 * every change once the field was changed, and all of them on submit).
 */

/** One rule of a field: its message when the text breaks it (`values`: the form's texts, for a rule across fields). */
export type Check = (value: string, values: Readonly<Record<string, string>>) => string | undefined;

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

/** antd's `dependencies` + a validator: the text must equal the field `other`'s (an empty one is left to `required`). */
export const equals =
  (other: string, message: string): Check =>
  (value, values) =>
    value !== '' && value !== values[other] ? message : undefined;

/**
 * The state of a form of text fields named `K` (empty, or `initial`), each with its rules (read at every render: the
 * messages follow the language; a rule across fields follows the other field, as antd's `dependencies`).
 * `field(name)` goes to a field; `onSubmit(send)` to the form: it shows every error and puts the focus on the first
 * wrong field, or calls `send` with the values; `check(name)` does the same for one field (a button beside it),
 * `checkSome(names)` for some; `clear(names)` empties fields; `refuse(name, message)` marks a field the server refused
 * (a code that is taken, antd's `setFields`) until it changes or the form is sent again. `rules` may gain fields while
 * the form is shown (a part of the form that adds its fields' rules as it renders, into the same object): they are
 * read when used.
 */
export function useLiteForm<K extends string>(rules: Record<K, Check[]>, initial: Partial<Record<K, string>> = {}) {
  const formId = useId();
  // read when used, not once: a form whose parts add their fields' rules as they render (ReasonDialog's extra fields)
  const names = () => Object.keys(rules) as K[];
  const [state, setValues] = useState(
    () => Object.fromEntries([...names().map((n) => [n, '']), ...Object.entries(initial).filter(([, v]) => v !== undefined)]) as Record<K, string>,
  );
  const values = () => Object.fromEntries(names().map((n) => [n, state[n] ?? ''])) as Record<K, string>;
  const [shown, setShown] = useState<Partial<Record<K, boolean>>>({});
  const [refused, setRefused] = useState<Partial<Record<K, string>>>({});
  const errorOf = (name: K) => {
    const now = values();
    return rules[name].map((rule) => rule(now[name], now)).find(Boolean);
  };
  const idOf = (name: K) => `${formId}-${name}`;

  const field = (name: K): FieldProps => ({
    id: idOf(name),
    value: state[name] ?? '',
    onChange: (value) => {
      setValues((v) => ({ ...v, [name]: value }));
      setShown((s) => (s[name] ? s : { ...s, [name]: true }));
      setRefused((r) => (r[name] === undefined ? r : { ...r, [name]: undefined }));
    },
    error: (shown[name] ? errorOf(name) : undefined) ?? refused[name],
  });

  /** Shows the errors of `checked`; the focus goes to the first wrong one. True when all are right. */
  const pass = (checked: K[]) => {
    setShown((s) => ({ ...s, ...Object.fromEntries(checked.map((n) => [n, true])) }));
    const wrong = checked.find((n) => errorOf(n));
    if (wrong) document.getElementById(idOf(wrong))?.focus();
    return !wrong;
  };

  const onSubmit = (send: (values: Record<K, string>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefused({});
    if (pass(names())) send(values());
  };

  const check = (name: K): string | undefined => (pass([name]) ? (state[name] ?? '') : undefined);

  /** Checks only `checked` (a draft that needs fewer fields than a submission): every value, or undefined when one is wrong. */
  const checkSome = (checked: K[]): Record<K, string> | undefined => (pass(checked) ? values() : undefined);

  /** Empties fields and hides their errors until they change again (antd's `resetFields(names)`): a refused password. */
  const clear = (cleared: K[]) => {
    setValues((v) => ({ ...v, ...Object.fromEntries(cleared.map((n) => [n, ''])) }));
    setShown((s) => ({ ...s, ...Object.fromEntries(cleared.map((n) => [n, false])) }));
  };

  /** Shows the server's refusal of a field under it and puts the focus there. */
  const refuse = (name: K, message: string) => {
    setRefused((r) => ({ ...r, [name]: message }));
    document.getElementById(idOf(name))?.focus();
  };

  return { field, onSubmit, check, checkSome, clear, refuse };
}

/** What `useLiteForm` answers, for a part of a form that gets its fields from the page. */
export type LiteForm<K extends string> = ReturnType<typeof useLiteForm<K>>;

/** A countdown in whole seconds (a code button's wait). */
export function useCountdown(initial = 0) {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
}

interface TextFieldProps extends FieldProps {
  label: ReactNode;
  /** the icon at the start of the box (antd's `prefix`) */
  prefix?: IconDefinition;
  inputMode?: 'text' | 'tel' | 'numeric' | 'decimal' | 'email';
  autoComplete?: string;
  /** a sample of what to type, grey in the empty box */
  placeholder?: string;
  /** the most characters the box takes, counted as the contracts count them (an emoji is one) */
  maxLength?: number;
  /** antd's sizes: middle (the default, 32 px) or large (40 px: the sign-in and account forms) */
  size?: 'large' | 'middle';
  /** a line under the box (antd's `extra`), tied to it by aria-describedby */
  hint?: ReactNode;
  /** words offered as the box is typed in, any other text allowed (antd's AutoComplete): a native `<datalist>` */
  suggestions?: ReadonlyArray<{ value: string; label?: string }>;
  testId?: string;
}

/**
 * A labelled text box; its error line is tied to it (aria-invalid, aria-describedby). `unit`: a word at the box's end
 * (antd's text `suffix`: "coins").
 */
export function TextField({ unit, ...props }: TextFieldProps & { unit?: ReactNode }) {
  return <Field {...props} suffix={unit === undefined ? undefined : <span className="bh-field-unit">{unit}</span>} />;
}

/** A labelled text box of several lines with its count under it (antd's `Input.TextArea showCount`): a LimitedField. */
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  error,
  maxLength,
  rows = 4,
  hint,
  testId,
}: FieldProps & { label: ReactNode; maxLength: number; rows?: number; hint?: ReactNode; testId?: string }) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ');
  return (
    <div className="bh-field">
      <label className="bh-field-label" htmlFor={id}>
        {label}
      </label>
      <LimitedField
        id={id}
        className={`bh-textarea${error ? ' bh-field-box-error' : ''}`}
        value={value}
        onChange={onChange}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        testId={testId}
      />
      <FieldHelp errorId={errorId} error={error} hintId={hintId} hint={hint} />
    </div>
  );
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

/** A `TextField` of the large size (40 px), as the sign-in and account forms draw theirs. */
export const LargeTextField = (props: TextFieldProps) => <TextField {...props} size="large" />;

/** A `PasswordField` of the large size (40 px), as the sign-in and account forms draw theirs. */
export const LargePasswordField = (props: TextFieldProps) => <PasswordField {...props} size="large" />;

/** A box for a whole number up to `max`: the numeric keyboard, as many characters as `max` has digits. */
export function WholeField({ max, ...props }: Omit<TextFieldProps, 'inputMode' | 'maxLength'> & { max: number; unit?: ReactNode }) {
  return <TextField {...props} inputMode="numeric" maxLength={String(max).length} />;
}

/** A payment PIN's box (6 digits, hidden, never remembered by the browser), of the middle size. */
export function PinField(props: Omit<TextFieldProps, 'inputMode' | 'autoComplete' | 'maxLength' | 'size'>) {
  return <PasswordField {...props} inputMode="numeric" autoComplete="off" maxLength={6} />;
}

interface CodeButton {
  /** checks what the code goes to, and asks for it */
  onClick: () => void;
  /** seconds before another code may be asked for (the button is disabled meanwhile) */
  left: number;
  busy: boolean;
  testId: string;
}

/** A code box (6 digits) joined to its "Get code" button, which counts down the wait before the next code. */
export function CodeField({ send, ...props }: Omit<TextFieldProps, 'inputMode' | 'autoComplete' | 'maxLength'> & { send: CodeButton }) {
  const { t } = useI18n();
  const button = (
    <button
      type="button"
      className="bh-btn bh-field-addon"
      disabled={send.left > 0}
      aria-busy={send.busy || undefined}
      onClick={send.busy ? undefined : send.onClick}
      data-testid={send.testId}
      data-left={send.left}
    >
      {send.busy && <BusyMark />}
      {send.left > 0 ? t('code.resend', { seconds: send.left }) : t('code.get')}
    </button>
  );
  return <Field {...props} inputMode="numeric" maxLength={6} autoComplete="one-time-code" addon={button} />;
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
  placeholder,
  maxLength,
  size = 'middle',
  hint,
  suggestions,
  testId,
  type = 'text',
  suffix,
  addon,
}: TextFieldProps & { type?: 'text' | 'password'; suffix?: ReactNode; addon?: ReactNode }) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ');
  // at most `maxLength` characters as the contracts count them, not the browser's UTF-16 units
  const limit = useCharLimit<HTMLInputElement>(maxLength, value, onChange);
  const box = (
    <span className={`bh-field-box${size === 'middle' ? ' bh-field-box-middle' : ''}${error ? ' bh-field-box-error' : ''}`}>
      {prefix && <Icon icon={prefix} className="bh-field-prefix" />}
      <input
        id={id}
        type={type}
        value={value}
        {...limit}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        list={suggestions ? `${id}-list` : undefined}
        data-testid={testId}
      />
      {suggestions && (
        <datalist id={`${id}-list`}>
          {suggestions.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </datalist>
      )}
      {suffix}
    </span>
  );
  return (
    <div className="bh-field">
      <label className="bh-field-label" htmlFor={id}>
        {label}
      </label>
      {addon ? (
        <span className="bh-field-joined">
          {box}
          {addon}
        </span>
      ) : (
        box
      )}
      <FieldHelp errorId={errorId} error={error} hintId={hintId} hint={hint} />
    </div>
  );
}

/** A field's error line (announced), and its hint under it. */
export function FieldHelp({ errorId, error, hintId, hint }: { errorId: string; error?: string; hintId?: string; hint?: ReactNode }) {
  return (
    <>
      <div id={errorId} className="bh-field-error" aria-live="polite">
        {error}
      </div>
      {hint && (
        <div id={hintId} className="bh-field-hint">
          {hint}
        </div>
      )}
    </>
  );
}

interface ChoiceProps extends FieldProps {
  label: ReactNode;
  /** each a radio; `testId` goes to the radio */
  options: { value: string; label: ReactNode; testId?: string }[];
  testId?: string;
}

/** A choice of one among a few, each a bordered row with its radio (antd's vertical Radio.Group), under a legend. */
export function ChoiceField({ id, label, value, onChange, error, options, testId }: ChoiceProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="bh-field bh-choice" aria-describedby={error ? errorId : undefined} data-testid={testId}>
      <legend className="bh-field-label">{label}</legend>
      {options.map((option, i) => (
        <label key={option.value} className="bh-choice-option">
          <input
            type="radio"
            id={i === 0 ? id : undefined}
            name={id}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            aria-invalid={error ? true : undefined}
            data-testid={option.testId}
          />
          {option.label}
        </label>
      ))}
      <FieldHelp errorId={errorId} error={error} />
    </fieldset>
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
