import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CENTS } from '../money.js';
import { AREA_BANDS, areaBandOf, areaRange, figuresOf, mergeHistograms, positionOf, priceBucket } from './budgetGuide.js';

describe('budget guidance rules', () => {
  it('puts an area in its band; a band runs to the next one less 1, the last has no top', () => {
    expect([1, 17, 18, 35, 36, 99, 100, 199, 200, 499, 500, 999, 1000, 100_000].map(areaBandOf)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
    expect(areaRange(2, 2)).toEqual({ min: 36, max: 99 });
    expect(areaRange(1, 3)).toEqual({ min: 18, max: 199 });
    expect(areaRange(5, 7)).toEqual({ min: 500, max: null });
    expect(areaRange(-1, 1)).toEqual({ min: 1, max: 35 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (plaza) => {
        const r = areaRange(areaBandOf(plaza), areaBandOf(plaza));
        expect(plaza).toBeGreaterThanOrEqual(r.min);
        if (r.max !== null) expect(plaza).toBeLessThanOrEqual(r.max);
      }),
    );
    expect(AREA_BANDS[0]).toBe(1);
  });

  it('keeps a price per m² to three significant figures (exact to the cent below 10 coins), within 0.5 %', () => {
    expect(priceBucket(810_000, 54)).toBe(15_000); // 150 coins
    expect(priceBucket(800_000, 54)).toBe(14_800); // 148.15 coins
    expect(priceBucket(10_000, 100_000)).toBe(0); // a tenth of a cent
    expect(priceBucket(99_999, 100)).toBe(1_000); // 999.99 cents → 1,000
    expect(priceBucket(12_345_678, 1)).toBe(12_300_000);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_CENTS }), fc.integer({ min: 1, max: 100_000 }), (cost, plaza) => {
        const exact = cost / plaza;
        const b = priceBucket(cost, plaza);
        expect(Number.isSafeInteger(b)).toBe(true);
        expect(Math.abs(b - exact)).toBeLessThanOrEqual(Math.max(0.5, exact * 0.005) + 1e-9);
      }),
    );
  });

  it('reads p25, the median and p75 of a histogram as the nearest rank of the tasks sorted by price', () => {
    expect(figuresOf([])).toBeNull();
    expect(figuresOf([[100, 1]])).toEqual({ count: 1, p25: 100, median: 100, p75: 100 });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 200 }), (prices) => {
        const sorted = [...prices].sort((a, b) => a - b);
        const rank = (p: number) => sorted[Math.max(1, Math.ceil(p * sorted.length)) - 1];
        // the histogram as the band table holds it, in two halves read as one (nearby areas)
        const half = (xs: number[]) => [...xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<number, number>())].sort((a, b) => a[0] - b[0]);
        const h = mergeHistograms([half(prices.slice(0, prices.length >> 1)), half(prices.slice(prices.length >> 1))]);
        expect(figuresOf(h)).toEqual({ count: prices.length, p25: rank(0.25), median: rank(0.5), p75: rank(0.75) });
      }),
    );
  });

  it('places a budget under, in (at or under the median, over it) or above the middle half', () => {
    const f = { p25: 110, median: 130, p75: 150 };
    expect([100, 110, 130, 131, 150, 151].map((x) => positionOf(x, f))).toEqual([
      'below',
      'lowerMiddle',
      'lowerMiddle',
      'upperMiddle',
      'upperMiddle',
      'above',
    ]);
  });
});
