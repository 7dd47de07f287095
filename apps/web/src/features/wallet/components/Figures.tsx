import '../wallet.css';
import type { ReactNode } from 'react';
import { formatCents } from '@boothhub/shared';

/**
 * One figure of a wallet card: a titled number (`id` keys it, `testId` names the figure); `formatter` draws the value
 * (default: the number with thousands separators, as antd's Statistic).
 */
export interface Figure {
  id: string;
  title: ReactNode;
  value: number;
  formatter?: (value: number) => ReactNode;
  /** money in (green) or out (red), as the bills' totals */
  tone?: 'in' | 'out';
  testId?: string;
}

/**
 * The row of wallet figures (coins, points, rewards) that several wallet cards show: plain markup drawn like antd's
 * Statistic (wallet.css).
 */
export function Figures({ items, className }: { items: Figure[]; className?: string }) {
  return (
    <div className={className ? `bh-wallet-figures ${className}` : 'bh-wallet-figures'}>
      {items.map(({ id, testId, title, value, formatter, tone }) => (
        <div className="bh-wallet-figure" key={id} data-testid={testId}>
          <div className="bh-figure-title">{title}</div>
          <div className={tone ? `bh-figure-value bh-money-${tone}` : 'bh-figure-value'}>
            {formatter ? formatter(value) : value.toLocaleString('en-US')}
          </div>
        </div>
      ))}
    </div>
  );
}

/** A figure's formatter for an amount of coins (cents in, coins out); with a test id, inside a span that carries it. */
export const coinsFormatter =
  (testId?: string): Figure['formatter'] =>
  (v) =>
    testId ? <span data-testid={testId}>{formatCents(v)}</span> : formatCents(v);

/** A figure's formatter that only gives the number a test id. */
export const testIdFormatter =
  (testId: string): Figure['formatter'] =>
  (v) => <span data-testid={testId}>{v}</span>;

/** A wallet card's title: its icon, then its words. */
export function IconTitle({ icon, title }: { icon: ReactNode; title: ReactNode }) {
  return (
    <>
      {icon} {title}
    </>
  );
}
