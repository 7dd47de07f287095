import { describe, it } from 'vitest';
import { factories } from '@boothhub/shared';
import { parseCents } from '@boothhub/shared/cents';
import { factoryLimits as limits, QUOTE_PRICE_MAX, quoteLimits } from '@boothhub/shared/contracts/factoryOptions';
import { profileChecks } from './profileChecks';
import { quoteChecks, quoteNotesChecks } from './quoteChecks';
import { amountsAround, expectNumberParity, expectTextParity, keyOnly, numbersAround, textsAround } from '../../test/formParity';

/** The company profile form checks what the factories contract checks (issue 38): factoryLimits. */
describe('the company profile form and the factories contract agree', () => {
  const labels = { companyName: 'a', companyNameEn: 'b', workshopArea: 'c', annualCapacity: 'd', descr: 'e' };
  const checks = profileChecks(keyOnly, labels);
  const fields = factories.profileFields;

  it('on the names and the description, as the form sends them', () => {
    expectTextParity(checks.companyName, fields.companyName, textsAround(limits.companyName.min, limits.companyName.max), (v) => v);
    expectTextParity(checks.companyNameEn, fields.companyNameEn, textsAround(limits.companyNameEn.max), (v) => v || null);
    expectTextParity(checks.descr, fields.descr, textsAround(limits.descr.max), (v) => v);
  });

  it('on the workshop area and the yearly capacity', () => {
    expectNumberParity(checks.workshopArea, fields.workshopArea, numbersAround(limits.workshopArea.min, limits.workshopArea.max));
    expectNumberParity(checks.annualCapacity, fields.annualCapacity, numbersAround(limits.annualCapacity.min, limits.annualCapacity.max));
  });
});

/** The quote forms check what Quote/requestCreate and Quote/submit check (issue 38): quoteLimits, QUOTE_PRICE_MAX. */
describe('the quote forms and the quote calls agree', () => {
  const checks = quoteChecks(keyOnly, { price: 'price', buildDays: 'buildDays', schedule: 'schedule', notes: 'notes' });
  const quote = factories.quoteSubmitBody.shape;

  it("on a request's notes (the dialogs send them trimmed or as typed; the server trims)", () => {
    const notes = factories.quoteRequestCreate.body;
    const request = { safeParse: (n: unknown) => notes.safeParse({ taskId: 1, factories: ['10000001'], notes: n, deadline: '2099-01-01' }) };
    expectTextParity(quoteNotesChecks(keyOnly, 'notes'), request, textsAround(quoteLimits.notes.max), (v) => v);
    expectTextParity(quoteNotesChecks(keyOnly, 'notes'), request, textsAround(quoteLimits.notes.max));
  });

  it("on a quote's price (typed in coins, sent in cents), days, schedule and notes", () => {
    expectTextParity(checks.price, quote.price, amountsAround(1, QUOTE_PRICE_MAX), parseCents);
    expectNumberParity(checks.buildDays, quote.buildDays, numbersAround(quoteLimits.buildDays.min, quoteLimits.buildDays.max));
    expectTextParity(checks.schedule, quote.schedule, textsAround(quoteLimits.schedule.min, quoteLimits.schedule.max), (v) => v);
    expectTextParity(checks.notes, quote.notes, textsAround(quoteLimits.notes.max), (v) => v);
  });
});
