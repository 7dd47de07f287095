import { describe, it } from 'vitest';
import fc from 'fast-check';
import { tasks } from '@boothhub/shared';
import { MAX_CENTS, parseCents } from '@boothhub/shared/cents';
import { taskLimits as limits } from '@boothhub/shared/contracts/taskOptions';
import { publishChecks } from './components/publish/fields';
import { signupChecks } from './components/signupChecks';
import { deliveryNoteChecks, reviseReasonChecks } from './components/deliveryChecks';
import { amountsAround, expectNumberParity, expectTextParity, keyOnly, numbersAround, textsAround } from '../../test/formParity';

/** The task forms check what the tasks contract checks (issue 38): the limits are the contract's taskLimits. */
describe('task forms and the tasks contract agree', () => {
  const publish = publishChecks(keyOnly);
  const fields = tasks.taskFields;

  it('publish: the texts (title, sizes, address, city, contact name)', () => {
    expectTextParity(publish.title, fields.title, textsAround(limits.title.min, limits.title.max));
    expectTextParity(publish.sizes, fields.sizes, textsAround(limits.sizes.max));
    expectTextParity(publish.addr, fields.addr, textsAround(limits.addr.min, limits.addr.max));
    // the city may be left empty: the form then sends none
    expectTextParity(publish.city, fields.city, textsAround(limits.city.max), (v) => (v.trim() ? v.trim() : undefined));
    expectTextParity(publish.contName, tasks.contact.shape.name, textsAround(limits.contactName.max));
  });

  it('publish: the numbers (area, storeys)', () => {
    expectNumberParity(publish.plaza, fields.plaza, numbersAround(limits.plaza.min, limits.plaza.max));
    expectNumberParity(publish.layer, fields.layer, numbersAround(limits.layer.min, limits.layer.max));
  });

  it("publish: the stand's height, typed in metres and sent in centimetres", () => {
    const { min, max } = limits.heightCm;
    const cm = fc.oneof(fc.integer({ min: min - 5, max: max + 5 }), fc.constantFrom(min, max));
    const metres = fc.tuple(cm, fc.constantFrom(0, 0.4, 0.5, 0.6, -0.4, -0.5)).map(([c, d]) => ((c + d) / 100).toFixed(4));
    expectTextParity(publish.heightM, fields.heightCm.unwrap().unwrap(), metres, (v) => Math.round(Number(v) * 100));
  });

  it("sign-up: the message and the design's days", () => {
    const signup = signupChecks(keyOnly);
    const body = tasks.designerSignup.body!.shape;
    expectTextParity(signup.message, body.message, textsAround(limits.signupMessage.min, limits.signupMessage.max));
    expectNumberParity(signup.days, body.days, numbersAround(limits.signupDays.min, limits.signupDays.max));
  });

  it('sign-up: the optional quote, typed in coins and sent in cents (left out when empty)', () => {
    const signup = signupChecks(keyOnly);
    const quote = tasks.designerSignup.body!.shape.quote;
    // a text that is no amount stands for what the server would make of it: not a number
    expectTextParity(signup.quote, quote, amountsAround(0, MAX_CENTS), (v) => (v.trim() ? (parseCents(v) ?? Number.NaN) : undefined));
  });

  it("delivery: the designer's note; revision: what the publisher asks to change", () => {
    const note = tasks.designerTaskPost.body!.shape.note;
    expectTextParity(deliveryNoteChecks(keyOnly), note, textsAround(limits.deliveryNote.min, limits.deliveryNote.max));
    const reason = tasks.businessRevise.body!.shape.reason;
    expectTextParity(reviseReasonChecks(keyOnly), reason, textsAround(limits.reviseReason.min, limits.reviseReason.max));
  });
});
