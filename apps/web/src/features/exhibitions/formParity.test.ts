import fc from 'fast-check';
import { describe, it } from 'vitest';
import { exhibitions } from '@boothhub/shared';
import { showRules } from '@boothhub/shared/contracts/buildRules';
import { buildRuleLimits as rules, exhibitionLimits as limits } from '@boothhub/shared/contracts/exhibitionOptions';
import { exhibitionRules } from './lib/exhibitionForm';
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
