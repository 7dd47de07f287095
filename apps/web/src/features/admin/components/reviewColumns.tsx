import { Money, Secondary } from '../../../components/money';
import type { QueueColumn } from '../../../components/ReviewQueue';
import { formatDateTime, type useI18n } from '../../../i18n';

/** The member cell of the back-office review queues: nickname, card number and phone (and when asked, a date). */
export function memberColumn<R extends { nickname: string | null; cardno: string; mobile: string }>(
  t: ReturnType<typeof useI18n>['t'],
  date?: (row: R) => string,
): QueueColumn<R> {
  return {
    key: 'member',
    title: t('wallet.review.member'),
    width: 170,
    render: (r) => (
      <div className="bh-wallet-cell">
        {r.nickname || r.cardno}
        <Secondary>
          {r.cardno} · {r.mobile}
        </Secondary>
        {date && <Secondary>{date(r)}</Secondary>}
      </div>
    ),
  };
}

/** The first cells of a money queue (top-ups, withdrawals): when it was asked, who asked, and the amount. */
export function moneyRequestColumns<R extends { dates: string; amount: number; nickname: string | null; cardno: string; mobile: string }>(
  t: ReturnType<typeof useI18n>['t'],
): QueueColumn<R>[] {
  return [
    { key: 'dates', title: t('wallet.time'), width: 140, render: (r) => formatDateTime(r.dates) },
    memberColumn<R>(t),
    { key: 'amount', title: t('wallet.amount'), align: 'right', width: 110, render: (r) => <Money cents={r.amount} strong /> },
  ];
}
