import { useEffect, useState } from 'react';
import { Form, Input, Modal, Select, type ButtonProps } from 'antd';
import { memberRoles } from '@boothhub/shared';
import { useI18n } from '../../../i18n';

export interface ReasonValues {
  reason: string;
  role?: (typeof memberRoles)[number];
}

interface Props {
  open: boolean;
  title: string;
  /** ask for a new role too */
  withRole?: boolean;
  initialRole?: string;
  danger?: boolean;
  onCancel: () => void;
  onSubmit: (values: ReasonValues) => Promise<unknown>;
}

/** Every admin action needs a reason (it goes to the audit log). */
export function ReasonModal({ open, title, withRole, initialRole, danger, onCancel, onSubmit }: Props) {
  const { t } = useI18n();
  const [form] = Form.useForm<ReasonValues>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) form.setFieldsValue({ reason: '', role: (memberRoles as readonly string[]).includes(initialRole ?? '') ? (initialRole as ReasonValues['role']) : undefined });
  }, [open, initialRole, form]);
  const ok = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return; // the form shows what is missing
    setBusy(true);
    try {
      await onSubmit({ ...values, reason: values.reason.trim() });
    } catch {
      // shown by the request helper
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      onOk={ok}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger, loading: busy, 'data-testid': 'reason-ok' } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        {withRole && (
          <Form.Item name="role" label={t('members.newRole')} rules={[{ required: true }]}>
            <Select options={memberRoles.map((r) => ({ value: r, label: t(`role.${r}`) }))} data-testid="reason-role" />
          </Form.Item>
        )}
        <Form.Item name="reason" label={t('members.reason')} rules={[{ required: true, whitespace: true }, { max: 500 }]}>
          <Input.TextArea rows={3} maxLength={500} data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
