import { Descriptions, Tag, Typography } from 'antd';
import { wallet, type DataOf } from '@boothhub/shared';
import { useI18n } from '../../../i18n';
import { Money, Secondary } from '../../../components/money';
import { ReviewQueue, reviewDecisions } from '../../../components/ReviewQueue';
import { ReasonTextField } from '../../../components/ReasonDialog';
import { adminWalletApi, adminWalletKeys } from '../../wallet/api';
import { moneyRequestColumns } from '../components/reviewColumns';

type Row = DataOf<typeof wallet.adminWithdrawList>['listItem'][number];

/**
 * /admin/withdrawals: the withdrawal queue — mark one paid with the payout reference of the transfer made, or
 * reject it with a reason (the held coins return to the member's available balance). The member gets a message.
 */
export default function WalletWithdrawals() {
  const { t } = useI18n();
  const nameMatches = (r: Row) => r.realname !== null && r.realname === r.accountName;
  const summary = (a: Row) => (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t('wallet.amount')}>
        <Money cents={a.amount} strong />
      </Descriptions.Item>
      <Descriptions.Item label={t('withdraw.to')}>
        {t(`withdraw.method.${a.method}`)} {a.account} {a.bankName ?? ''}
      </Descriptions.Item>
      <Descriptions.Item label={t('withdraw.accountName')}>{a.accountName}</Descriptions.Item>
    </Descriptions>
  );
  return (
    <ReviewQueue
      spec={{
        title: 'wallet.title.adminWithdrawals',
        testId: 'admin-withdrawals',
        searchPlaceholder: 'wallet.review.keywordMember',
        statuses: wallet.withdrawStatuses,
        rowKey: 'id',
        queryKey: adminWalletKeys.withdrawals,
        list: adminWalletApi.withdrawList,
        invalidate: adminWalletKeys.all,
        columns: [
          ...moneyRequestColumns<Row>(t),
          {
            key: 'to',
            title: t('withdraw.to'),
            render: (_, r) => (
              <div className="bh-wallet-cell" data-testid={`admin-withdrawal-to-${r.id}`}>
                {t(`withdraw.method.${r.method}`)} <Typography.Text copyable={{ text: r.account }}>{r.account}</Typography.Text>
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
        widths: { status: 180, actions: 150, scrollX: 1050 },
        stacked: ['amount', 'member', 'to', 'dates'],
        decisions: reviewDecisions({
          testId: (r, act) => `admin-withdrawal-${act}-${r.id}`,
          approve: { label: 'wallet.review.markPaid', act: 'pay' },
          title: (approve) => () => t(approve ? 'wallet.review.payTitle' : 'wallet.review.rejectWithdrawalTitle'),
          summary,
          fields: (
            <ReasonTextField
              name="payoutRef"
              label={t('withdraw.payoutRef')}
              hint={t('wallet.review.payoutRefHint')}
              max={64}
              testId="review-payout-ref"
            />
          ),
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
