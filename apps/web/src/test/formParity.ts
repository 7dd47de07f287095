import fc from 'fast-check';
import { expect } from 'vitest';
import type { Check } from '../components/lite/Form';

/**
 * The parity property of a form's field and its contract (issue 38): every value the form's checks accept, the
 * server's schema accepts, and the other way round. The values are drawn around the field's limits.
 */

/** a translator that returns the key: the checks' messages do not matter here, only whether there is one */
export const keyOnly = (key: string) => key;

/** Whether the form's checks of one field let the value through. */
export const formAccepts = (checks: Check[], value: string, all: Record<string, string> = {}) =>
  checks.every((check) => check(value, all) === undefined);

/** The zod schema of the same field: anything with a `safeParse`. */
export interface FieldSchema {
  safeParse(value: unknown): { success: boolean };
}

/** Texts of lengths around the limits (each ±2, and short ones), letters and CJK with spaces inside and around. */
export function textsAround(...limits: number[]): fc.Arbitrary<string> {
  const lengths = [0, 1, 2, 3, ...limits.flatMap((n) => [n - 2, n - 1, n, n + 1, n + 2])].filter((n) => n >= 0);
  const char = fc.constantFrom('a', 'Z', '7', '展', '台', '-', ' ', '😀');
  const core = fc.constantFrom(...lengths).chain((n) => fc.string({ unit: char, minLength: n, maxLength: n }));
  const pad = fc.string({ unit: fc.constant(' '), maxLength: 3 });
  return fc.oneof(
    fc.tuple(pad, core, pad).map(([a, b, c]) => a + b + c),
    fc.string({ maxLength: Math.max(...limits) + 3 }).filter((s) => !/[\p{Cc}\p{Cs}]/u.test(s)),
  );
}

/** Whole numbers around the limits (each ±2), zero, negatives, halves and huge ones, as the form's text. */
export function numbersAround(...limits: number[]): fc.Arbitrary<number> {
  const near = limits.flatMap((n) => [n - 2, n - 1, n, n + 1, n + 2]);
  return fc.oneof(fc.constantFrom(0, -1, 1.5, 2 ** 53, ...near), fc.integer({ min: -10, max: Math.max(...limits) + 10 }));
}

/** A text field: the form's check of the typed text agrees with the schema on what the form sends (trimmed). */
export function expectTextParity(checks: Check[], schema: FieldSchema, values: fc.Arbitrary<string>, send: (v: string) => unknown = (v) => v.trim()) {
  fc.assert(
    fc.property(values, (v) => {
      expect(formAccepts(checks, v), `the form on ${JSON.stringify(v)}`).toBe(schema.safeParse(send(v)).success);
    }),
  );
}

/** A number field: the form's check of the number typed agrees with the schema on the number sent. */
export function expectNumberParity(checks: Check[], schema: FieldSchema, values: fc.Arbitrary<number>) {
  fc.assert(
    fc.property(values, (n) => {
      expect(formAccepts(checks, String(n)), `the form on ${n}`).toBe(schema.safeParse(n).success);
    }),
  );
}

/** Coin amounts typed around limits in cents (each ±1 and ±100 cents), with spaces, three decimals, signs and junk. */
export function amountsAround(...limitsCents: number[]): fc.Arbitrary<string> {
  const near = limitsCents.flatMap((c) => [c - 100, c - 1, c, c + 1, c + 100]).filter((c) => c >= 0);
  const typed = fc.constantFrom(...near, 0, 1, 99, 100).map((c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`);
  const whole = fc.constantFrom(...near).map((c) => String(Math.floor(c / 100)));
  const odd = fc.constantFrom('', ' ', '-1', '+1', '1.234', '1.', '.5', '1e3', 'abc', '１', ' 1.5 ', '0.00', '1234567890');
  return fc.oneof(
    typed,
    whole,
    odd,
    fc.integer({ min: 0, max: Math.max(...limitsCents) + 200 }).map((c) => (c / 100).toFixed(2)),
  );
}
