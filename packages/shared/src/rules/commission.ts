/**
 * The platform's commission (docs/rules/tasks.md): a rate in basis points (1/100 of
 * a percent), fixed when the task is paid, taken from what the designer
 * receives and rounded DOWN to the cent, so any rounding favours the designer.
 * Amounts are integer cents.
 */
export function commissionOf(amountCents: number, rateBp: number): number {
  return Math.floor((amountCents * rateBp) / 10_000);
}

/** What the designer keeps of `amountCents` after commission. */
export const designerNetOf = (amountCents: number, rateBp: number): number => amountCents - commissionOf(amountCents, rateBp);
