import type { ReactNode } from 'react';
import { Statistic, type StatisticProps } from 'antd';
import { formatCents } from '@boothhub/shared';

/** One figure of a wallet card: a titled number (`id` keys it, `testId` names the statistic). */
export type Figure = StatisticProps & { id: string; testId?: string };

/** The row of wallet figures (coins, points, rewards) that several wallet cards show. */
export function Figures({ items, className }: { items: Figure[]; className?: string }) {
  return (
    <div className={className ? `bh-wallet-figures ${className}` : 'bh-wallet-figures'}>
      {items.map(({ id, testId, ...figure }) => (
        <div className="bh-wallet-figure" key={id}>
          <Statistic {...figure} data-testid={testId} />
        </div>
      ))}
    </div>
  );
}

/** A figure's formatter for an amount of coins (cents in, coins out); with a test id, inside a span that carries it. */
export const coinsFormatter =
  (testId?: string): StatisticProps['formatter'] =>
  (v) =>
    testId ? <span data-testid={testId}>{formatCents(Number(v))}</span> : formatCents(Number(v));

/** A figure's formatter that only gives the number a test id. */
export const testIdFormatter =
  (testId: string): StatisticProps['formatter'] =>
  (v) => <span data-testid={testId}>{v}</span>;

/** A wallet card's title: its icon, then its words. */
export function IconTitle({ icon, title }: { icon: ReactNode; title: ReactNode }) {
  return (
    <>
      {icon} {title}
    </>
  );
}
