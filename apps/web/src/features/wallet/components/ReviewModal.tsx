import { useEffect, useState, type ReactNode } from 'react';
import { Form, Input, Modal, type ButtonProps } from 'antd';
import { useI18n } from '../../../i18n';

export interface ReviewValues {
  reason?: string;
  payoutRef?: string;
}

interface Props {
  open: boolean;
  title: string;
  /** approve (reason optional) or reject (reason required) */
  approve: boolean;
  /** ask for the payout reference (paying a withdrawal) */
  withPayoutRef?: boolean;
  /** what is being decided, shown above the fields */
  summary?: ReactNode;
  onCancel: () => void;
  onSubmit: (values: ReviewValues) => Promise<unknown>;
}

/** The decision dialog of the back office's money and identity queues; the reason goes to the audit log and the member. */
export function ReviewModal({ open, title, approve, withPayoutRef, summary, onCancel, onSubmit }: Props) {
  const { t } = useI18n();
  const [form] = Form.useForm<ReviewValues>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const ok = async () => {
    let v: ReviewValues;
    try {
      v = await form.validateFields();
    } catch {
      return; // the form shows what is missing
    }
    setBusy(true);
    try {
      const reason = v.reason?.trim();
      const payoutRef = v.payoutRef?.trim();
      await onSubmit({ ...(reason ? { reason } : {}), ...(payoutRef ? { payoutRef } : {}) });
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
      okText={approve ? t('wallet.review.approve') : t('wallet.review.reject')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: !approve, loading: busy, 'data-testid': 'review-ok' } as ButtonProps}
      destroyOnHidden
    >
      {summary}
      <Form form={form} layout="vertical" requiredMark={false} className="bh-gap-top-s">
        {withPayoutRef && (
          <Form.Item name="payoutRef" label={t('withdraw.payoutRef')} extra={t('wallet.review.payoutRefHint')} rules={[{ required: true, whitespace: true }, { max: 64 }]}>
            <Input maxLength={64} data-testid="review-payout-ref" />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={approve ? t('wallet.review.noteOptional') : t('wallet.reason')}
          rules={approve ? [{ max: 500 }] : [{ required: true, whitespace: true }, { max: 500 }]}
        >
          <Input.TextArea rows={3} maxLength={500} data-testid="review-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
