import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CENTS } from '../money.js';
import { commissionOf, designerNetOf } from './commission.js';

const amount = fc.integer({ min: 0, max: MAX_CENTS });
const rate = fc.integer({ min: 0, max: 5000 }); // 0–50 %, the settings' range

describe('commission', () => {
  it('is the rate of the amount, rounded down to the cent', () => {
    expect(commissionOf(100_00, 1000)).toBe(10_00);
    expect(commissionOf(99, 1000)).toBe(9); // 9.9 cents → 9
    expect(commissionOf(1, 5000)).toBe(0);
    expect(designerNetOf(99, 1000)).toBe(90);
  });

  it('never takes more than the exact share, and less by under one cent (rounding favours the designer)', () => {
    fc.assert(
      fc.property(amount, rate, (a, r) => {
        const c = commissionOf(a, r);
        expect(Number.isInteger(c)).toBe(true);
        // c ≤ a·r/10000 < c + 1, compared in integers (no floating point)
        expect(c * 10_000).toBeLessThanOrEqual(a * r);
        expect(a * r).toBeLessThan((c + 1) * 10_000);
      }),
    );
  });

  it('splits the amount whole: the designer keeps the rest, never negative', () => {
    fc.assert(
      fc.property(amount, rate, (a, r) => {
        expect(designerNetOf(a, r) + commissionOf(a, r)).toBe(a);
        expect(designerNetOf(a, r)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('grows with the amount: more money never means less for the designer', () => {
    fc.assert(
      fc.property(amount, amount, rate, (a, b, r) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(commissionOf(lo, r)).toBeLessThanOrEqual(commissionOf(hi, r));
        expect(designerNetOf(lo, r)).toBeLessThanOrEqual(designerNetOf(hi, r));
      }),
    );
  });
});
