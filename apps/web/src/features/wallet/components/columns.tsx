import type { ReactNode } from 'react';
import { formatDateTime } from '../../../i18n';
import type { Column } from '../../../components/lite/Table';
import { Money, Secondary } from '../../../components/money';

/** The time of a wallet row (a recharge, a withdrawal). */
export function timeColumn<T extends { dates: string }>(title: string): Column<T> {
  return { key: 'dates', title, render: (r) => formatDateTime(r.dates) };
}

/**
 * The amount of a wallet row: right-aligned on a wide screen; on a phone (`narrow`) the amount stacks over its time and
 * `more` (the method, the account, the reference), since the other columns are hidden there (`narrowHide`).
 */
export function amountColumn<T extends { amount: number; dates: string }>(
  title: string,
  narrow: boolean,
  more: (row: T) => { beside?: ReactNode; below: ReactNode },
): Column<T> {
  return {
    key: 'amount',
    title,
    align: narrow ? 'left' : 'right',
    render: (r) => {
      if (!narrow) return <Money cents={r.amount} />;
      const { beside, below } = more(r);
      return (
        <div className="bh-wallet-cell">
          <Money cents={r.amount} strong />
          {beside !== undefined && <> {beside}</>}
          <Secondary>{formatDateTime(r.dates)}</Secondary>
          <Secondary>{below}</Secondary>
        </div>
      );
    },
  };
}
