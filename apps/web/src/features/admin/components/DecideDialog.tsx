import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { commissionOf, formatCents, parseCents, type complaints, type DataOf } from '@boothhub/shared';
import { complaintDecisions } from '@boothhub/shared/contracts/complaintOptions';
import { REASON_MAX } from '@boothhub/shared/patterns';
import { useI18n } from '../../../i18n';
import { useNotice } from '../../../lib/notice';
import { Note } from '../../../components/lite/Content';
import { Dialog, DialogButtons } from '../../../components/lite/Dialog';
import { ChoiceField, TextAreaField, TextField, useLiteForm } from '../../../components/lite/Form';
import { complaintsApi } from '../../complaints/api';
import { Coins } from '../../tasks';
import { reasonChecks } from '../../../components/reasonChecks';
import { splitPartCheck } from './decideChecks';

type Decision = (typeof complaintDecisions)[number];
type Info = DataOf<typeof complaints.complainInfo>;

/**
 * An admin's decision on a complaint (Admin/complainDecide): pay the designer, refund the business, or split by an
 * amount below the escrow; the preview shows who gets what after the commission, and the reason goes to both sides.
 * A refusal is shown by the request layer and the dialog stays open. Plain markup (the lite dialog and form kit).
 */
export function DecideDialog({ info, open, onClose, onDone }: { info: Info; open: boolean; onClose: () => void; onDone: () => Promise<unknown> }) {
  const { t } = useI18n();
  const formId = useId();
  const notice = useNotice();
  const decide = useMutation({
    mutationFn: async (v: Record<'decision' | 'designerAmount' | 'reason', string>) => {
      await complaintsApi.decide({
        id: info.complaint.id,
        decision: v.decision as Decision,
        reason: v.reason.trim(),
        ...(v.decision === 'split' ? { designerAmount: parseCents(v.designerAmount)! } : {}),
      });
      notice.success(t('complaints.admin.decided'));
      onClose();
      await onDone();
    },
  });
  return (
    <Dialog
      open={open}
      title={t('complaints.admin.decideTitle', { id: info.complaint.id })}
      onClose={onClose}
      footer={
        <DialogButtons onCancel={onClose} form={formId} okText={t('complaints.admin.decide')} busy={decide.isPending} okTestId="decide-submit" />
      }
    >
      <DecideForm id={formId} info={info} onSend={(v) => !decide.isPending && decide.mutate(v)} />
    </Dialog>
  );
}

function DecideForm({ id, info, onSend }: { id: string; info: Info; onSend: (v: Record<'decision' | 'designerAmount' | 'reason', string>) => void }) {
  const { t } = useI18n();
  const cost = info.task.cost;
  const rate = info.task.commissionRate ?? 0;
  const reasonLabel = t('complaints.admin.reason');
  // the designer's part of a split: whole cents, at least one, less than the whole escrow
  const part = splitPartCheck(t, cost);
  const form = useLiteForm(
    {
      decision: [],
      designerAmount: [part],
      reason: reasonChecks(t, reasonLabel, true),
    },
    { decision: 'split' },
  );
  const decision = form.field('decision').value;
  const amountText = form.field('designerAmount').value;
  const designerPart = decision === 'designer' ? cost : decision === 'split' ? (amountText ? (parseCents(amountText) ?? 0) : 0) : 0;
  const commission = commissionOf(designerPart, rate);
  return (
    <form id={id} className="bh-form" noValidate onSubmit={form.onSubmit(onSend)}>
      <p>
        {t('complaints.admin.escrow')} <Coins cents={cost} strong />
      </p>
      <ChoiceField
        {...form.field('decision')}
        label={t('complaints.admin.decision')}
        options={complaintDecisions.map((d) => ({ value: d, label: <span data-testid={`decide-${d}`}>{t(`complaints.decision.${d}`)}</span> }))}
        testId="decide-decision"
      />
      {decision === 'split' && (
        <TextField
          {...form.field('designerAmount')}
          label={t('complaints.admin.designerAmount')}
          inputMode="decimal"
          unit={t('tasks.coinUnit')}
          autoComplete="off"
          testId="decide-amount"
        />
      )}
      <div className="bh-gap-bottom">
        <Note testId="decide-preview">
          {t('complaints.admin.preview', {
            designer: formatCents(designerPart - commission),
            commission: formatCents(commission),
            business: formatCents(Math.max(0, cost - designerPart)),
          })}
        </Note>
      </div>
      <TextAreaField {...form.field('reason')} label={reasonLabel} rows={3} maxLength={REASON_MAX} testId="decide-reason" />
    </form>
  );
}
