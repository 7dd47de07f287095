import type { ReactNode } from 'react';
import { Grid, Tag, Typography, type FormRule, type TableColumnType } from 'antd';
import { formatCents, parseCents } from '@boothhub/shared';
import { useI18n, type MessageKey } from '../../i18n';
import { walletEnUS } from './i18n';
import './wallet.css';

/**
 * Money on screen: integer cents shown with two decimals (formatCents), amounts people type read with parseCents.
 * No floating point anywhere.
 */
export function Money({ cents, signed, testId, strong }: { cents: number; signed?: boolean; testId?: string; strong?: boolean }) {
  const text = signed && cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);
  const cls = signed ? (cents > 0 ? 'bh-money bh-money-in' : cents < 0 ? 'bh-money bh-money-out' : 'bh-money') : 'bh-money';
  return (
    <span className={cls} data-testid={testId}>
      {strong ? <strong>{text}</strong> : text}
    </span>
  );
}

/** A phone-sized screen (< 576 px): tables show fewer, combined columns. */
export function useNarrow(): boolean {
  return Grid.useBreakpoint().sm === false;
}

/**
 * A table's columns for a phone: the cells of `main` stacked in one column and those of `side` (state, actions)
 * in a second, so nothing needs sideways scrolling.
 */
export function stackColumns<T>(columns: TableColumnType<T>[], main: string[], side: string[], titles: [string, string]): TableColumnType<T>[] {
  const byKey = new Map(columns.map((c) => [String(c.key), c]));
  const cell = (keys: string[]) => (_: unknown, row: T, index: number) => (
    <div className="bh-wallet-cell">
      {keys.map((k) => {
        const render = byKey.get(k)?.render;
        return render ? <div key={k}>{render(undefined, row, index) as ReactNode}</div> : null;
      })}
    </div>
  );
  return [
    { key: 'main', title: titles[0], render: cell(main) },
    { key: 'side', title: titles[1], width: 128, render: cell(side) },
  ];
}

/** The sandbox provider's label, wherever a sandbox top-up shows. */
export function SandboxTag() {
  const { t } = useI18n();
  return (
    <Tag color="orange" data-testid="sandbox-tag">
      {t('wallet.sandbox')}
    </Tag>
  );
}

/** Validation of a typed coin amount: two decimals at most, within [min, max] cents. */
export function moneyRules(t: ReturnType<typeof useI18n>['t'], label: string, min?: number, max?: number): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('form.required', { label }) },
    {
      validator: async (_rule, value: string | undefined) => {
        if (!value || !value.trim()) return;
        const c = parseCents(value);
        if (c === null) throw new Error(t('wallet.amountInvalid'));
        if (min !== undefined && c < min) throw new Error(t('wallet.amountMin', { min: formatCents(min) }));
        if (max !== undefined && c > max) throw new Error(t('wallet.amountMax', { max: formatCents(max) }));
      },
    },
  ];
}

/** The catalogue key of a known wallet word, else null (kinds from other modules show their raw name). */
function known(key: string): MessageKey | null {
  return key in walletEnUS ? (key as MessageKey) : null;
}

/** A bill's kind (ledger transaction kind) in the viewer's language. */
export function useKindLabel() {
  const { t } = useI18n();
  return (kind: string) => {
    const key = known(`wallet.kind.${kind}`);
    return key ? t(key) : kind;
  };
}

/** A points event kind (check-in, task …). */
export function usePointsKindLabel() {
  const { t } = useI18n();
  return (kind: string) => {
    const key = known(`activity.kind.${kind}`);
    return key ? t(key) : kind;
  };
}

/** A status tag for top-ups and withdrawals. */
export function StatusTag({ status, testId }: { status: string; testId?: string }) {
  const { t } = useI18n();
  const color = status === 'paid' || status === 'approved' ? 'green' : status === 'pending' ? 'blue' : status === 'rejected' ? 'red' : 'default';
  const key = known(`wallet.status.${status}`);
  return (
    <Tag color={color} data-testid={testId}>
      {key ? t(key) : status}
    </Tag>
  );
}

export const Secondary = ({ children }: { children: React.ReactNode }) => (
  <Typography.Text type="secondary" className="bh-money-note">
    {children}
  </Typography.Text>
);
