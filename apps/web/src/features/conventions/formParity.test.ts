import fc from 'fast-check';
import { describe, it } from 'vitest';
import { conventions, venues } from '@boothhub/shared';
import { conventionLimits } from '@boothhub/shared/contracts/conventionOptions';
import { hallLimits, venueLimits as limits } from '@boothhub/shared/contracts/venueOptions';
import { hallChecks, venueChecks } from './venueChecks';
import { conventionChecks } from './components/conventionValues';
import { expectNumberParity, expectTextParity, keyOnly, numbersAround, textsAround } from '../../test/formParity';

/** The venue dialog checks what Admin/venueSave checks (issue 38): venueLimits and hallLimits. */
describe('the venue dialog and Admin/venueSave agree', () => {
  it("on the venue's texts", () => {
    const checks = venueChecks(keyOnly);
    const fields = venues.venueFields;
    expectTextParity(checks.name, fields.name, textsAround(limits.name.min, limits.name.max));
    expectTextParity(checks.nameEn, fields.nameEn, textsAround(limits.nameEn.max));
    expectTextParity(checks.address, fields.address, textsAround(limits.address.min, limits.address.max));
    expectTextParity(checks.addressEn, fields.addressEn, textsAround(limits.addressEn.max));
    expectTextParity(checks.descr, fields.descr, textsAround(limits.descr.max));
    expectTextParity(checks.descrEn, fields.descrEn, textsAround(limits.descr.max));
  });

  it("on a hall's name, area and capacity", () => {
    const checks = hallChecks(keyOnly);
    const hall = venues.hallInput.shape;
    expectTextParity(checks.name, hall.name, textsAround(hallLimits.name.min, hallLimits.name.max));
    expectTextParity(checks.nameEn, hall.nameEn, textsAround(hallLimits.nameEn.max));
    expectNumberParity(checks.plaza, hall.plaza, numbersAround(hallLimits.plaza.min, hallLimits.plaza.max));
    expectNumberParity(checks.sizes, hall.sizes, numbersAround(hallLimits.sizes.min, hallLimits.sizes.max));
  });
});

/** The convention form checks what Article/huiyiPub checks when it is submitted (issue 38): conventionLimits. */
describe('the convention form and Article/huiyiPub agree', () => {
  const checks = conventionChecks(keyOnly);
  const fields = conventions.conventionFields;
  // a convention that passes every rule but the one field a test varies
  const valid = { title: 'Expo', city: 'sh', sdate: '2099-05-01', edate: '2099-05-02', contacter: 'Li', phone: '13800138000', submit: true };
  const inBody = (name: string) => ({ safeParse: (v: unknown) => conventions.huiyiPubBody.safeParse({ ...valid, [name]: v }) });

  it('on the texts (sent trimmed)', () => {
    expectTextParity(checks.title, fields.title, textsAround(conventionLimits.title.min, conventionLimits.title.max));
    expectTextParity(checks.titleEn, fields.titleEn, textsAround(conventionLimits.titleEn.max));
    expectTextParity(checks.descr, fields.descr, textsAround(conventionLimits.descr.max));
    expectTextParity(checks.descrEn, fields.descrEn, textsAround(conventionLimits.descr.max));
    expectTextParity(checks.addrs, fields.addrs, textsAround(conventionLimits.addrs.max));
  });

  it('on the rich details, sent as the editor gives them', () => {
    expectTextParity(checks.content, fields.content, textsAround(conventionLimits.content.max), (v) => v);
    expectTextParity(checks.contentEn, fields.contentEn, textsAround(conventionLimits.content.max), (v) => v);
  });

  it('on the contact, required when submitted (sent trimmed)', () => {
    expectTextParity(checks.contacter, inBody('contacter'), textsAround(1, conventionLimits.contacter.max));
    const phones = fc.oneof(textsAround(11), fc.constantFrom('13800138000', ' 021-12345678 ', '+8613800138000', '12345', ''));
    expectTextParity(checks.phone, inBody('phone'), phones);
  });

  it('on the attendee capacity', () => {
    expectNumberParity(checks.sizes, fields.sizes, numbersAround(conventionLimits.sizes.min, conventionLimits.sizes.max));
  });
});
