import type { DataOf, wallet } from '@boothhub/shared';
import { withdrawStatuses } from '@boothhub/shared/contracts/walletOptions';
import { useI18n } from '../../../i18n';
import { Money, Secondary } from '../../../components/money';
import { Facts, Tag } from '../../../components/lite/Content';
import { CopyButton } from '../../../components/lite/CopyButton';
import { ReviewQueue, reviewDecisions } from '../../../components/ReviewQueue';
import { adminWalletApi, adminWalletKeys } from '../../wallet/api';
import { moneyRequestColumns } from '../components/reviewColumns';

type Row = DataOf<typeof wallet.adminWithdrawList>['listItem'][number];

/**
 * /admin/withdrawals: the withdrawal queue — mark one paid with the payout reference of the transfer made, or
 * reject it with a reason (the held coins return to the member's available balance). The member gets a message.
 * Plain markup.
 */
export default function WalletWithdrawals() {
  const { t } = useI18n();
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
          field: { name: 'payoutRef', label: 'withdraw.payoutRef', hint: 'wallet.review.payoutRefHint', max: 64, testId: 'review-payout-ref' },
        }),
        review: (r, approve, v) =>
          adminWalletApi.withdrawReview({
            id: r.id,
            approve,
            ...(approve && v.payoutRef ? { payoutRef: v.payoutRef } : {}),
            ...(v.reason ? { reason: v.reason } : {}),
          }),
      }}
    />
  );
}
