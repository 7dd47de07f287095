import type { ComponentProps, ReactNode } from 'react';
import { formatCents, parseCents } from '@boothhub/shared';
import { useI18n, type MessageKey } from '../i18n';
import { TextField, type Check } from './lite/Form';
import { Tag } from './lite/Content';
import './components.css';

/**
 * Money on screen: integer cents shown with two decimals (formatCents), amounts people type read with parseCents.
 * No floating point anywhere. Plain markup (the lite tag); `moneyChecks` checks a typed amount in a plain form
 * (components/lite/Form).
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

/** Checks of a typed coin amount for a plain form (`useLiteForm`): required, two decimals at most, within [min, max] cents. */
export function moneyChecks(t: ReturnType<typeof useI18n>['t'], label: string, min?: number, max?: number): Check[] {
  return [
    (value) => (value.trim() === '' ? t('form.required', { label }) : undefined),
    (value) => {
      if (!value.trim()) return undefined;
      const c = parseCents(value);
      if (c === null) return t('wallet.amountInvalid');
      if (min !== undefined && c < min) return t('wallet.amountMin', { min: formatCents(min) });
      if (max !== undefined && c > max) return t('wallet.amountMax', { max: formatCents(max) });
      return undefined;
    },
  ];
}

/**
 * A box for a coin amount (two decimals, at most 12 characters) with "coins" at its end; `unit={undefined}` leaves the
 * word out (a disabled box).
 */
export function CoinsField(props: ComponentProps<typeof TextField>) {
  const { t } = useI18n();
  return <TextField inputMode="decimal" unit={t('wallet.coins')} maxLength={12} autoComplete="off" {...props} />;
}

/** The sandbox provider's label, wherever a sandbox top-up shows. */
export function SandboxTag() {
  const { t } = useI18n();
  return (
    <Tag color="gold" testId="sandbox-tag">
      {t('wallet.sandbox')}
    </Tag>
  );
}

const statuses = ['pending', 'paying', 'paid', 'rejected', 'cancelled', 'approved', 'none'];

/** A review status tag (top-ups, withdrawals, identity checks); an unknown status shows its raw name. */
export function StatusTag({ status, testId }: { status: string; testId?: string }) {
  const { t } = useI18n();
  const color =
    status === 'paid' || status === 'approved'
      ? 'green'
      : status === 'pending'
        ? 'blue'
        : status === 'paying'
          ? 'gold'
          : status === 'rejected'
            ? 'red'
            : 'default';
  return (
    <Tag color={color} testId={testId}>
      {statuses.includes(status) ? t(`wallet.status.${status}` as MessageKey) : status}
    </Tag>
  );
}

/** A small grey line under a cell's main text. */
export const Secondary = ({ children }: { children: ReactNode }) => <span className="bh-secondary bh-money-note">{children}</span>;
