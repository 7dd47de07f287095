import { createContext, useContext, useId, useRef, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useI18n } from '../i18n';
import { Dialog, DialogButtons } from './lite/Dialog';
import { TextAreaField, TextField, useLiteForm, type Check, type LiteForm } from './lite/Form';
import { SelectField } from './lite/Fields';
import { REASON_MAX } from '@boothhub/shared/patterns';
import { reasonChecks, reasonFieldChecks } from './reasonChecks';

/** What the dialog hands back: the reason and any extra field, trimmed, empty ones left out. */
export type ReasonValues = Record<string, string | undefined> & { reason?: string };

interface Props {
  open: boolean;
  title: ReactNode;
  /** what is being decided, shown above the fields */
  summary?: ReactNode;
  okText: string;
  danger?: boolean;
  /** a reason must be written (rejections, every member action) or may be (approvals) */
  reason: 'required' | 'optional';
  reasonLabel: string;
  /** test ids of the OK button and the reason box */
  testIds: { ok: string; reason: string };
  /** the form's class (spacing under a summary) */
  formClassName?: string;
  /** fields asked for before the reason (a payout reference, a new role): `ReasonTextField`, `ReasonSelectField` */
  children?: ReactNode;
  /** the extra fields' values when the dialog opens */
  initialValues?: Record<string, string | undefined>;
  onCancel: () => void;
  onSubmit: (values: ReasonValues) => Promise<unknown>;
}

const trimmed = (values: Record<string, string>): ReasonValues =>
  Object.fromEntries(
    Object.entries(values)
      .map(([k, v]) => [k, v.trim()])
      .filter(([, v]) => v !== ''),
  ) as ReasonValues;

/** The dialog's form, for its extra fields: each adds its rules as it renders and takes its box's props. */
const ReasonForm = createContext<{ form: LiteForm<string>; rules: Record<string, Check[]> } | null>(null);

function useReasonField(name: string, checks: Check[]) {
  const ctx = useContext(ReasonForm);
  if (!ctx) throw new Error('a reason field belongs inside ReasonDialog');
  ctx.rules[name] = checks;
  return ctx.form.field(name);
}

/** A required one-line text field of the dialog, asked for before the reason (a withdrawal's payout reference). */
export function ReasonTextField({ name, label, hint, max, testId }: { name: string; label: string; hint?: ReactNode; max: number; testId?: string }) {
  const { t } = useI18n();
  const field = useReasonField(name, reasonFieldChecks(t, label, max));
  return <TextField {...field} label={label} hint={hint} maxLength={max} autoComplete="off" testId={testId} />;
}

/** A required choice of the dialog, asked for before the reason (a member's new role). */
export function ReasonSelectField({
  name,
  label,
  options,
  testId,
}: {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  testId?: string;
}) {
  const { t } = useI18n();
  const field = useReasonField(name, [(v) => (v === '' ? t('form.required', { label }) : undefined)]);
  return <SelectField {...field} label={label} options={options} testId={testId} />;
}

/**
 * The one dialog for a decision that takes a reason (back-office review queues, member actions, pages): the reason
 * goes to the audit log and, where there is one, to the member. Errors are shown by the request helper. Plain markup
 * (`lite/Dialog` around a `useLiteForm` form); the form starts afresh each time the dialog opens.
 */
export function ReasonDialog({
  open,
  title,
  summary,
  okText,
  danger,
  reason,
  reasonLabel,
  testIds,
  formClassName,
  children,
  initialValues,
  onCancel,
  onSubmit,
}: Props) {
  const submit = useMutation({ mutationFn: onSubmit });
  const formId = useId();
  const busy = submit.isPending;
  return (
    <Dialog
      open={open}
      title={title}
      onClose={() => !busy && onCancel()}
      footer={<DialogButtons onCancel={onCancel} form={formId} okText={okText} busy={busy} danger={danger} okTestId={testIds.ok} />}
    >
      {summary}
      <ReasonFields
        id={formId}
        reason={reason}
        reasonLabel={reasonLabel}
        testId={testIds.reason}
        className={formClassName}
        initialValues={initialValues}
        onSend={(values) => !busy && submit.mutate(trimmed(values))}
      >
        {children}
      </ReasonFields>
    </Dialog>
  );
}

/** The form inside the open dialog: the extra fields, then the reason (500 characters at most). */
function ReasonFields({
  id,
  reason,
  reasonLabel,
  testId,
  className,
  initialValues,
  onSend,
  children,
}: {
  id: string;
  reason: Props['reason'];
  reasonLabel: string;
  testId: string;
  className?: string;
  initialValues?: Record<string, string | undefined>;
  onSend: (values: Record<string, string>) => void;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const rules = useRef<Record<string, Check[]>>({}).current;
  rules.reason = reasonChecks(t, reasonLabel, reason === 'required');
  const form = useLiteForm(rules, initialValues);
  return (
    <form id={id} className={className ? `bh-form ${className}` : 'bh-form'} noValidate onSubmit={form.onSubmit(onSend)}>
      <ReasonForm.Provider value={{ form, rules }}>{children}</ReasonForm.Provider>
      <TextAreaField {...form.field('reason')} label={reasonLabel} rows={3} maxLength={REASON_MAX} testId={testId} />
    </form>
  );
}
