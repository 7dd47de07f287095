import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatCents, type DataOf, type wallet } from '@boothhub/shared';
import { PAYOUT_REF_MAX, withdrawStatuses } from '@boothhub/shared/contracts/walletOptions';
import { useI18n } from '../../../i18n';
import { isApiError } from '../../../lib/request';
import { Money, Secondary } from '../../../components/money';
import { Facts, Note, Tag } from '../../../components/lite/Content';
import { ConfirmButton } from '../../../components/lite/Confirm';
import { CopyButton } from '../../../components/lite/CopyButton';
import { Dialog } from '../../../components/lite/Dialog';
import { ReviewQueue, reviewDecisions } from '../../../components/ReviewQueue';
import { adminWalletApi, adminWalletKeys } from '../../wallet/api';
import { moneyRequestColumns } from '../components/reviewColumns';

type Row = DataOf<typeof wallet.adminWithdrawList>['listItem'][number];

/** what an Alipay payout came to, shown in a dialog (the row itself may leave the pending list meanwhile) */
type PayoutResult = { id: number; paid: true; payoutRef: string } | { id: number; paid: false; why: string };

/**
 * /admin/withdrawals: the withdrawal queue — mark one paid with the payout reference of the transfer made, or
 * reject it with a reason (the held coins return to the member's available balance). The member gets a message.
 * Where Alipay is configured, a withdrawal to an Alipay account is paid with "Pay via Alipay" (Admin/withdrawPayout,
 * after a confirmation); its result — Alipay's order id, or Alipay's reason with the coins still held — is shown.
 * Bank-card withdrawals stay manual. Plain markup.
 */
export default function WalletWithdrawals() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const [payout, setPayout] = useState<PayoutResult | null>(null);
  const payViaAlipay = async (r: Row) => {
    try {
      const paid = await adminWalletApi.withdrawPayout({ id: r.id });
      setPayout({ id: r.id, paid: true, payoutRef: paid.payoutRef ?? '' });
    } catch (err) {
      setPayout({ id: r.id, paid: false, why: isApiError(err) ? err.userMessage : String(err) });
    }
    await qc.invalidateQueries({ queryKey: adminWalletKeys.all });
  };
  const nameMatches = (r: Row) => r.realname !== null && r.realname === r.accountName;
  const summary = (a: Row) => (
    <Facts
      items={[
        { key: 'amount', label: t('wallet.amount'), children: <Money cents={a.amount} strong /> },
        { key: 'to', label: t('withdraw.to'), children: `${t(`withdraw.method.${a.method}`)} ${a.account} ${a.bankName ?? ''}`.trim() },
        { key: 'accountName', label: t('withdraw.accountName'), children: a.accountName },
      ]}
    />
  );
  return (
    <>
      <ReviewQueue
        spec={{
          title: 'wallet.title.adminWithdrawals',
          testId: 'admin-withdrawals',
          searchPlaceholder: 'wallet.review.keywordMember',
          statuses: withdrawStatuses,
          rowKey: 'id',
          queryKey: adminWalletKeys.withdrawals,
          list: adminWalletApi.withdrawList,
          invalidate: adminWalletKeys.all,
          columns: [
            ...moneyRequestColumns<Row>(t),
            {
              key: 'to',
              title: t('withdraw.to'),
              width: 240,
              render: (r) => (
                <div className="bh-wallet-cell" data-testid={`admin-withdrawal-to-${r.id}`}>
                  {t(`withdraw.method.${r.method}`)} {r.account} <CopyButton text={r.account} />
                  {r.bankName && <Secondary>{r.bankName}</Secondary>}
                  <Secondary>
                    {t('withdraw.accountName')}: {r.accountName}{' '}
                    {nameMatches(r) ? (
                      <Tag color="green">{t('wallet.review.nameMatches')}</Tag>
                    ) : (
                      <Tag color="red">{t('wallet.review.nameDiffers', { name: r.realname ?? '—' })}</Tag>
                    )}
                  </Secondary>
                </div>
              ),
            },
          ],
          statusNote: (r) =>
            r.payoutRef && (
              <Secondary>
                {t('withdraw.payoutRef')}: {r.payoutRef}
              </Secondary>
            ),
          statusTestId: (r) => `admin-withdrawal-status-${r.id}`,
          widths: { status: 180, actions: 150 },
          stacked: ['amount', 'member', 'to', 'dates'],
          decisions: reviewDecisions({
            testId: (r, act) => `admin-withdrawal-${act}-${r.id}`,
            approve: { label: 'wallet.review.markPaid', act: 'pay' },
            title: (approve) => () => t(approve ? 'wallet.review.payTitle' : 'wallet.review.rejectWithdrawalTitle'),
            summary,
            field: {
              name: 'payoutRef',
              label: 'withdraw.payoutRef',
              hint: 'wallet.review.payoutRefHint',
              max: PAYOUT_REF_MAX,
              testId: 'review-payout-ref',
            },
          }),
          rowActions: (r) =>
            r.alipayPayout && (
              <ConfirmButton
                question={t('wallet.payout.confirm', { amount: formatCents(r.amount), account: r.account, name: r.accountName })}
                description={t('wallet.payout.confirmHint')}
                okText={t('wallet.payout.pay')}
                onConfirm={() => payViaAlipay(r)}
                className="bh-btn bh-btn-link bh-btn-small bh-btn-link-primary"
                testId={`admin-withdrawal-alipay-${r.id}`}
                okTestId="payout-ok"
              >
                {t('wallet.payout.button')}
              </ConfirmButton>
            ),
          review: (r, approve, v) =>
            adminWalletApi.withdrawReview({
              id: r.id,
              approve,
              ...(approve && v.payoutRef ? { payoutRef: v.payoutRef } : {}),
              ...(v.reason ? { reason: v.reason } : {}),
            }),
        }}
      />
      <Dialog
        open={payout !== null}
        title={payout?.paid ? t('wallet.payout.paidTitle') : t('wallet.payout.failedTitle')}
        onClose={() => setPayout(null)}
        testId="payout-result"
        footer={
          <button type="button" className="bh-btn bh-btn-primary" onClick={() => setPayout(null)} data-testid="payout-result-close">
            {t('common.confirm')}
          </button>
        }
      >
        {payout?.paid ? (
          <p data-testid="payout-result-text">{t('wallet.payout.paid', { id: payout.id, ref: payout.payoutRef })}</p>
        ) : (
          payout && <Note testId="payout-result-text">{payout.why}</Note>
        )}
      </Dialog>
    </>
  );
}
