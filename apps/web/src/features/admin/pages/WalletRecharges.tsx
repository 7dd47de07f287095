import { useState } from 'react';
import { formatCents, type DataOf, type wallet } from '@boothhub/shared';
import { rechargeStatuses } from '@boothhub/shared/contracts/walletOptions';
import { useI18n } from '../../../i18n';
import { SandboxTag, Secondary } from '../../../components/money';
import { CopyButton } from '../../../components/lite/CopyButton';
import { ReviewQueue, reviewDecisions } from '../../../components/ReviewQueue';
import { adminWalletApi, adminWalletKeys } from '../../wallet/api';
import { moneyRequestColumns } from '../components/reviewColumns';
import { RefundDialog } from '../components/RefundDialog';

type Row = DataOf<typeof wallet.adminRechargeList>['listItem'][number];

/**
 * /admin/recharges: the top-up queue — confirm receipt of a bank transfer (credits the coins) or reject it with a reason;
 * refund a paid Alipay or WeChat Pay top-up's unspent coins (search the member, filter by paid: decision 072).
 * Plain markup.
 */
export default function WalletRecharges() {
  const { t } = useI18n();
  const title = (approve: boolean) => (r: Row) =>
    t(approve ? 'wallet.review.confirmRechargeTitle' : 'wallet.review.rejectRechargeTitle', {
      amount: formatCents(r.amount),
      reference: r.reference,
    });
  const [refunding, setRefunding] = useState<Row | null>(null);
  return (
    <>
      <ReviewQueue
        spec={{
          title: 'wallet.title.adminRecharges',
          testId: 'admin-recharges',
          searchPlaceholder: 'wallet.review.keywordRecharge',
          statuses: rechargeStatuses,
          rowKey: 'id',
          queryKey: adminWalletKeys.recharges,
          list: adminWalletApi.rechargeList,
          invalidate: adminWalletKeys.all,
          columns: [
            ...moneyRequestColumns<Row>(t),
            {
              key: 'method',
              title: t('wallet.method'),
              width: 150,
              render: (r) =>
                r.sandbox ? (
                  <SandboxTag />
                ) : (
                  <>
                    {t(`wallet.method.${r.method}`)}
                    {r.tradeNo && <Secondary>{r.tradeNo}</Secondary>}
                  </>
                ),
            },
            {
              key: 'reference',
              title: t('recharge.reference'),
              width: 150,
              render: (r) => (
                <span className="bh-nowrap">
                  {r.reference} <CopyButton text={r.reference} />
                </span>
              ),
            },
          ],
          statusTestId: (r) => `admin-recharge-status-${r.id}`,
          statusNote: (r) => (r.refunded ? <Secondary>{t('wallet.refund.refunded', { amount: formatCents(r.refunded) })}</Secondary> : null),
          rowActions: (r) =>
            r.refundable ? (
              <button
                type="button"
                className="bh-btn bh-btn-link bh-btn-small bh-btn-danger"
                onClick={() => setRefunding(r)}
                data-testid={`admin-recharge-refund-${r.id}`}
              >
                {t('wallet.refund.action')}
              </button>
            ) : null,
          widths: { status: 170, actions: 170 },
          stacked: ['amount', 'member', 'method', 'reference', 'dates'],
          decisions: reviewDecisions({
            testId: (r, act) => `admin-recharge-${act}-${r.id}`,
            approve: { label: 'wallet.review.confirmReceipt', act: 'confirm' },
            title,
          }),
          review: (r, approve, v) => adminWalletApi.rechargeReview({ id: r.id, approve, ...(v.reason ? { reason: v.reason } : {}) }),
        }}
      />
      {refunding && <RefundDialog row={refunding} onClose={() => setRefunding(null)} />}
    </>
  );
}
