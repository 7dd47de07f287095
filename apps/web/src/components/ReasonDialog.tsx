import { useEffect, type ReactNode } from 'react';
import { Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { FormModal } from './FormModal';

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
  /** fields asked for before the reason (a payout reference, a new role) */
  children?: ReactNode;
  /** the extra fields' values when the dialog opens */
  initialValues?: Record<string, string | undefined>;
  onCancel: () => void;
  onSubmit: (values: ReasonValues) => Promise<unknown>;
}

const trimmed = (values: Record<string, unknown>): ReasonValues =>
  Object.fromEntries(
    Object.entries(values)
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])
      .filter(([, v]) => v !== undefined && v !== ''),
  ) as ReasonValues;

/**
 * The one dialog for a decision that takes a reason (back-office review queues, member actions, pages): the reason
 * goes to the audit log and, where there is one, to the member. Errors are shown by the request helper.
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
  const [form] = Form.useForm<Record<string, string>>();
  const submit = useMutation({ mutationFn: onSubmit });
  const initial = JSON.stringify(initialValues ?? {});
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue({ reason: '', ...JSON.parse(initial) });
    }
  }, [open, initial, form]);
  return (
    <FormModal
      open={open}
      title={title}
      onCancel={onCancel}
      form={form}
      submit={{ mutate: (values) => submit.mutate(trimmed(values)), isPending: submit.isPending }}
      okText={okText}
      okTestId={testIds.ok}
      danger={danger}
    >
      {summary}
      <Form form={form} layout="vertical" requiredMark={false} className={formClassName}>
        {children}
        <Form.Item
          name="reason"
          label={reasonLabel}
          rules={reason === 'required' ? [{ required: true, whitespace: true }, { max: 500 }] : [{ max: 500 }]}
        >
          <Input.TextArea rows={3} maxLength={500} data-testid={testIds.reason} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
