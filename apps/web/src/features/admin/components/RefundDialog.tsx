import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatCents, parseCents, type DataOf, type wallet } from '@boothhub/shared';
import { REASON_MAX } from '@boothhub/shared/patterns';
import { useI18n } from '../../../i18n';
import { useNotice } from '../../../lib/notice';
import { Note } from '../../../components/lite/Content';
import { Dialog, DialogButtons } from '../../../components/lite/Dialog';
import { TextAreaField, TextField, useLiteForm } from '../../../components/lite/Form';
import { moneyChecks } from '../../../components/money';
import { reasonChecks } from '../../../components/reasonChecks';
import { adminWalletApi, adminWalletKeys, useMoneyMutation } from '../../wallet/api';

type Row = DataOf<typeof wallet.adminRechargeList>['listItem'][number];

/**
 * An admin refunds a paid Alipay or WeChat Pay top-up's unspent coins (Admin/rechargeRefund, decision 072): the amount
 * starts at what can be refunded now, the reason is required. One Idempotency-Key per attempt, so a double click or a
 * retry after a lost answer refunds once. A refusal (REFUND_FAILED with the provider's reason, more than unspent) is
 * shown by the request layer and the dialog stays open. Plain markup (the lite dialog and form kit).
 */
export function RefundDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useI18n();
  const formId = useId();
  const notice = useNotice();
  const qc = useQueryClient();
  const refund = useMoneyMutation({
    mutationFn: (v: { amount: string; reason: string }, key) =>
      adminWalletApi.rechargeRefund({ id: row.id, amount: parseCents(v.amount)!, reason: v.reason.trim() }, key),
    onSuccess: async (r) => {
      if (r.status === 'processing') notice.info(t('wallet.refund.processing', { no: r.outRefundNo }));
      else notice.success(t('wallet.refund.done', { amount: formatCents(r.amount), no: r.outRefundNo }));
      onClose();
      await qc.invalidateQueries({ queryKey: adminWalletKeys.all });
    },
  });
  const refundable = row.refundable ?? 0;
  const amountLabel = t('wallet.refund.amount');
  const reasonLabel = t('wallet.refund.reason');
  const form = useLiteForm(
    { amount: moneyChecks(t, amountLabel, 1, refundable), reason: reasonChecks(t, reasonLabel, true) },
    { amount: formatCents(refundable) },
  );
  return (
    <Dialog
      open
      title={t('wallet.refund.title', { reference: row.reference, provider: t(`wallet.method.${row.method}`) })}
      onClose={onClose}
      footer={<DialogButtons onCancel={onClose} form={formId} okText={t('wallet.refund.submit')} busy={refund.isPending} okTestId="refund-submit" />}
    >
      <form id={formId} className="bh-form" noValidate onSubmit={form.onSubmit((v) => !refund.isPending && refund.mutate(v))}>
        <div className="bh-gap-bottom">
          <Note testId="refund-figures">
            {t('wallet.refund.figures', {
              paid: formatCents(row.amount),
              refunded: formatCents(row.refunded ?? 0),
              refundable: formatCents(refundable),
            })}
          </Note>
        </div>
        <TextField {...form.field('amount')} label={amountLabel} inputMode="decimal" autoComplete="off" testId="refund-amount" />
        <TextAreaField {...form.field('reason')} label={reasonLabel} rows={3} maxLength={REASON_MAX} testId="refund-reason" />
      </form>
    </Dialog>
  );
}
