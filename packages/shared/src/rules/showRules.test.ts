import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { showRules, type ShowRules } from '../contracts/buildRules.js';
import { checkBrief } from './showRules.js';

const rulesArb = fc.record(
  {
    maxHeightCm: fc.integer({ min: 100, max: 5_000 }),
    maxStoreys: fc.integer({ min: 1, max: 5 }),
    rigging: fc.boolean(),
  },
  { requiredKeys: [] },
);
const briefArb = fc.record({
  layer: fc.integer({ min: 1, max: 5 }),
  heightCm: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: undefined }),
  rigging: fc.option(fc.boolean(), { nil: undefined }),
});

describe('checkBrief', () => {
  it('warns of two storeys where one is allowed, with the code, numbers and both languages', () => {
    const w = checkBrief({ maxStoreys: 1 }, { layer: 2 });
    expect(w).toEqual([expect.objectContaining({ code: 'STOREYS_EXCEEDED', params: { layer: 2, max: 1 } })]);
    expect(w[0]!.message.zh).toContain('2 层');
    expect(w[0]!.message.en).toContain('at most 1');
  });

  it('warns of a stand higher than allowed and of rigging where none is allowed, in that order', () => {
    const rules: ShowRules = { maxStoreys: 2, maxHeightCm: 450, rigging: false };
    expect(checkBrief(rules, { layer: 3, heightCm: 600, rigging: true }).map((w) => w.code)).toEqual([
      'STOREYS_EXCEEDED',
      'HEIGHT_EXCEEDED',
      'RIGGING_NOT_ALLOWED',
    ]);
    expect(checkBrief(rules, { layer: 2, heightCm: 450, rigging: false })).toEqual([]);
  });

  it('says nothing without rules, or about what the brief does not say', () => {
    expect(checkBrief(null, { layer: 5, heightCm: 9_000, rigging: true })).toEqual([]);
    expect(checkBrief(undefined, { layer: 5 })).toEqual([]);
    expect(checkBrief({ maxHeightCm: 300, rigging: false }, { layer: 1 })).toEqual([]);
    expect(checkBrief({ rigging: true }, { layer: 1, rigging: true })).toEqual([]);
  });

  it('warns exactly when a stated limit is exceeded (property)', () => {
    fc.assert(
      fc.property(rulesArb, briefArb, (rules, brief) => {
        expect(showRules.safeParse(rules).success).toBe(true);
        const codes = checkBrief(rules, brief).map((w) => w.code);
        expect(codes.includes('STOREYS_EXCEEDED')).toBe(rules.maxStoreys !== undefined && brief.layer > rules.maxStoreys);
        expect(codes.includes('HEIGHT_EXCEEDED')).toBe(
          rules.maxHeightCm !== undefined && brief.heightCm !== undefined && brief.heightCm > rules.maxHeightCm,
        );
        expect(codes.includes('RIGGING_NOT_ALLOWED')).toBe(rules.rigging === false && brief.rigging === true);
        expect(new Set(codes).size).toBe(codes.length);
      }),
    );
  });

  it('never warns more when the rules are loosened (property)', () => {
    fc.assert(
      fc.property(rulesArb, briefArb, (rules, brief) => {
        const loose: ShowRules = {
          ...rules,
          ...(rules.maxStoreys !== undefined ? { maxStoreys: Math.min(5, rules.maxStoreys + 1) } : {}),
          ...(rules.maxHeightCm !== undefined ? { maxHeightCm: rules.maxHeightCm + 100 } : {}),
        };
        expect(checkBrief(loose, brief).length).toBeLessThanOrEqual(checkBrief(rules, brief).length);
      }),
    );
  });
});
