import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetFitOf, deadlineFitOf, rankBy, scoreDesigner, scoreTask, type DesignerFacts } from './matching.js';

const none: DesignerFacts = {
  sameCity: false,
  doneHere: 0,
  doneType: 0,
  typeWorks: 0,
  styleWorks: 0,
  rating: 0,
  ratingCount: 0,
  idleDays: null,
  inProgress: 0,
};

const facts = fc.record({
  sameCity: fc.boolean(),
  doneHere: fc.integer({ min: 0, max: 50 }),
  doneType: fc.integer({ min: 0, max: 50 }),
  typeWorks: fc.integer({ min: 0, max: 30 }),
  styleWorks: fc.integer({ min: 0, max: 30 }),
  rating: fc.integer({ min: 0, max: 50 }),
  ratingCount: fc.integer({ min: 0, max: 100 }),
  idleDays: fc.option(fc.integer({ min: 0, max: 999 })),
  inProgress: fc.integer({ min: 0, max: 10 }),
});

describe('the invite ranking (scoreDesigner)', () => {
  it('says nothing and scores 0 for a designer with nothing known', () => {
    expect(scoreDesigner(none)).toEqual({ score: 0, reasons: [] });
  });

  it('ranks tasks done in the city over the same type elsewhere over the city alone, and names the strongest reason first', () => {
    const here = scoreDesigner({ ...none, doneHere: 3, doneType: 3, sameCity: true });
    const elsewhere = scoreDesigner({ ...none, doneType: 3 });
    const city = scoreDesigner({ ...none, sameCity: true });
    expect(here.score).toBeGreaterThan(elsewhere.score);
    expect(elsewhere.score).toBeGreaterThan(city.score);
    expect(here.reasons).toEqual([{ kind: 'doneHere', n: 3 }]);
    expect(elsewhere.reasons).toEqual([{ kind: 'doneType', n: 3 }]);
    expect(city.reasons).toEqual([{ kind: 'sameCity' }]);
  });

  it('tells the rating, the activity and the load with their numbers; a full hand lowers the score', () => {
    const r = scoreDesigner({ ...none, doneHere: 6, doneType: 6, rating: 48, ratingCount: 10, idleDays: 3, inProgress: 1 });
    expect(r.reasons).toEqual([
      { kind: 'doneHere', n: 6 },
      { kind: 'rating', value: 48, n: 10 },
      { kind: 'active', days: 3 },
      { kind: 'load', n: 1 },
    ]);
    const busy = scoreDesigner({ ...none, doneHere: 6, doneType: 6, rating: 48, ratingCount: 10, idleDays: 3, inProgress: 4 });
    expect(busy.score).toBeLessThan(r.score);
  });

  it('never lowers a score for more of a good thing, or raises it for more load', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const s = scoreDesigner(f).score;
        expect(scoreDesigner({ ...f, doneHere: f.doneHere + 1, doneType: f.doneType + 1 }).score).toBeGreaterThanOrEqual(s);
        expect(scoreDesigner({ ...f, styleWorks: f.styleWorks + 1 }).score).toBeGreaterThanOrEqual(s);
        expect(scoreDesigner({ ...f, ratingCount: f.ratingCount + 1, rating: 50 }).score).toBeGreaterThanOrEqual(
          scoreDesigner({ ...f, ratingCount: f.ratingCount + 1, rating: Math.min(f.rating, 49) }).score,
        );
        expect(scoreDesigner({ ...f, inProgress: f.inProgress + 1 }).score).toBeLessThanOrEqual(s);
      }),
    );
  });
});

describe('the recommendations (scoreTask)', () => {
  const base = { doneType: 0, doneHere: 0, sameCity: false, budgetPerM2: 150_00, myPerM2: null, daysLeft: 30, inProgress: 0 };

  it('places a budget against the designer’s own price', () => {
    expect(budgetFitOf(165_00, 150_00)).toEqual({ fit: 'above', percent: 110 });
    expect(budgetFitOf(135_00, 150_00)).toEqual({ fit: 'fits', percent: 90 });
    expect(budgetFitOf(105_00, 150_00)).toEqual({ fit: 'low', percent: 70 });
    expect(budgetFitOf(100_00, 150_00)).toEqual({ fit: 'tooLow', percent: 67 });
  });

  it('places a due date against the load: a week per task on hand, the new one included', () => {
    expect(deadlineFitOf(14, 1)).toBe('ample');
    expect(deadlineFitOf(13, 1)).toBe('tight');
    expect(deadlineFitOf(7, 3)).toBe('tight');
    expect(deadlineFitOf(6, 0)).toBe('tooTight');
  });

  it('ranks a budget that fits over one far below, a due date that fits over one too tight, and says why', () => {
    const fits = scoreTask({ ...base, myPerM2: 150_00 });
    const low = scoreTask({ ...base, myPerM2: 300_00 });
    expect(fits.score).toBeGreaterThan(low.score);
    expect(fits.reasons[0]).toEqual({ kind: 'budget', fit: 'fits', percent: 100 });
    const tight = scoreTask({ ...base, daysLeft: 3, inProgress: 2 });
    expect(scoreTask(base).score).toBeGreaterThan(tight.score);
    expect(tight.reasons).toContainEqual({ kind: 'deadline', fit: 'tooTight', days: 3, load: 2 });
    expect(scoreTask({ ...base, doneType: 4, doneHere: 2 }).reasons[0]).toEqual({ kind: 'doneHere', n: 2 });
  });

  it('ranks by score, ties newest first', () => {
    const rows = [
      { id: 1, s: 5 },
      { id: 2, s: 9 },
      { id: 3, s: 5 },
    ];
    expect(
      rankBy(
        rows,
        (r) => r.s,
        (r) => r.id,
      ).map((r) => r.id),
    ).toEqual([2, 3, 1]);
  });
});
