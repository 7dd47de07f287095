import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { exhibitions } from '@boothhub/shared';
import { showRules } from '@boothhub/shared/contracts/buildRules';
import { buildRuleLimits as rules, exhibitionLimits as limits, planLimits } from '@boothhub/shared/contracts/exhibitionOptions';
import { exhibitionRules } from './lib/exhibitionForm';
import { CSV_COLUMNS, parsePlanCsv } from './lib/planCsv';
import { expectNumberParity, expectTextParity, keyOnly, numbersAround, textsAround } from '../../test/formParity';

/** The exhibition's publish form checks what Article/huizhanPub checks (issue 38): exhibitionLimits and buildRuleLimits. */
describe('the exhibition form and Article/huizhanPub agree', () => {
  const checks = exhibitionRules(keyOnly);
  const fields = exhibitions.exhibitionFields;

  it('on the texts', () => {
    expectTextParity(checks.title, fields.title, textsAround(limits.title.min, limits.title.max));
    expectTextParity(checks.city, fields.city, textsAround(limits.city.max));
    expectTextParity(checks.titleEn, fields.titleEn, textsAround(limits.titleEn.max));
    expectTextParity(checks.address, fields.address, textsAround(limits.address.max));
    expectTextParity(checks.organiser, fields.organiser, textsAround(limits.organiser.max));
    expectTextParity(checks.organiserEn, fields.organiserEn, textsAround(limits.organiserEn.max));
    expectTextParity(checks.descr, fields.descr, textsAround(limits.descr.max));
    expectTextParity(checks.descrEn, fields.descrEn, textsAround(limits.descr.max));
    expectTextParity(checks.content, fields.content, textsAround(limits.content.max), (v) => v);
    expectTextParity(checks.fireNotes, showRules.shape.fireNotes, textsAround(rules.fireNotes.max));
  });

  it('on the numbers: area, exhibitors, storeys', () => {
    expectNumberParity(checks.area, fields.area, numbersAround(limits.area.min, limits.area.max));
    expectNumberParity(checks.exhibitors, fields.exhibitors, numbersAround(limits.exhibitors.min, limits.exhibitors.max));
    expectNumberParity(checks.maxStoreys, showRules.shape.maxStoreys, numbersAround(rules.maxStoreys.min, rules.maxStoreys.max));
  });

  it("on the stand's height, typed in metres and sent in centimetres", () => {
    const { min, max } = rules.maxHeightCm;
    const cm = fc.oneof(fc.integer({ min: min - 5, max: max + 5 }), fc.constantFrom(min, max));
    const metres = fc.tuple(cm, fc.constantFrom(0, 0.4, 0.5, 0.6, -0.4, -0.5)).map(([c, d]) => ((c + d) / 100).toFixed(4));
    expectTextParity(checks.maxHeightM, showRules.shape.maxHeightCm, metres, (v) => Math.round(Number(v) * 100));
  });
});

/**
 * The floor plan's CSV import takes a row exactly when Article/huizhanPlan takes its plot (issue 38): planLimits. A row
 * of one plot in a new hall is drawn around the limits (the texts as the import reads them, trimmed; the lengths in
 * whole centimetres, written in metres); the import's verdict is held to the contract's on the hall's name and the
 * plot as sent, and to the largest hall the contract takes (a plot must lie inside its hall).
 */
describe('the floor plan CSV import and Article/huizhanPlan agree', () => {
  const { hallInput, plotInput } = exhibitions;
  const metres = (cm: number) => `${cm < 0 ? '-' : ''}${Math.floor(Math.abs(cm) / 100)}.${String(Math.abs(cm) % 100).padStart(2, '0')}`;
  const lengths = (min: number) =>
    fc.oneof(
      fc.constantFrom(min - 1, min, min + 1, planLimits.cm.max - 1, planLimits.cm.max, planLimits.cm.max + 1),
      fc.integer({ min: -2, max: planLimits.cm.max + 2 }),
    );
  const rows = fc.record({
    hall: textsAround(planLimits.hallName.min, planLimits.hallName.max),
    number: textsAround(planLimits.plotNumber.min, planLimits.plotNumber.max),
    widthCm: lengths(1),
    depthCm: lengths(1),
    opens: numbersAround(planLimits.opens.min, planLimits.opens.max),
    xCm: lengths(0),
    yCm: lengths(0),
  });

  it('on a row: the hall, the number, the size, the open sides and the position', () => {
    fc.assert(
      fc.property(rows, (r) => {
        const csv = Papa.unparse(
          {
            fields: [...CSV_COLUMNS],
            data: [[r.hall, r.number, metres(r.widthCm), metres(r.depthCm), String(r.opens), metres(r.xCm), metres(r.yCm)]],
          },
          { quotes: true },
        );
        const parsed = parsePlanCsv(csv);
        const plot = { number: r.number.trim(), widthCm: r.widthCm, depthCm: r.depthCm, opens: r.opens, xCm: r.xCm, yCm: r.yCm };
        const inside = r.xCm + r.widthCm <= planLimits.cm.max && r.yCm + r.depthCm <= planLimits.cm.max;
        const contract = hallInput.shape.name.safeParse(r.hall.trim()).success && plotInput.safeParse(plot).success && inside;
        expect(parsed.errors.length === 0, `the import on ${JSON.stringify(r)}: ${JSON.stringify(parsed.errors)}`).toBe(contract);
        // what the import makes of a good row is a hall the save takes as it is
        for (const hall of parsed.halls) expect(hallInput.safeParse(hall).success).toBe(true);
      }),
    );
  });
});
