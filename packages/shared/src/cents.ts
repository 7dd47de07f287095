/**
 * The one money type: an integer number of cents of a coin (1 coin = 1 CNY = 100 cents).
 * No floating point anywhere near money.
 */
export const MAX_CENTS = 100_000_000_00; // 100 million coins: far above any real amount, far below 2^53
export type Cents = number;

/** 12345 → "123.45"; -5 → "-0.05" */
export function formatCents(value: Cents): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "123.45" → 12345; refuses more than two decimals, signs and junk. Returns null when not a money amount. */
export function parseCents(text: string): Cents | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
