import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { models } from '@boothhub/shared';
import { parseCents } from '@boothhub/shared/cents';
import { MODEL_PRICE_MAX, MODEL_TAGS_MAX, modelLimits as limits } from '@boothhub/shared/contracts/modelOptions';
import { tooLongWords, withWords } from '../../components/lite/TagsInput';
import { MODEL_TAG_SEPARATORS, modelChecks } from './modelChecks';
import { amountsAround, expectTextParity, keyOnly, textsAround } from '../../test/formParity';

/** The model form checks what Modelcenter/uploadModel and editModel check (issue 38): modelLimits, MODEL_PRICE_MAX. */
describe('the model form and the models contract agree', () => {
  const checks = modelChecks(keyOnly, { title: 'title', category: 'category', price: 'price', descr: 'descr', licence: 'licence' });
  const fields = models.modelFields;

  it('on the title (sent trimmed), the description and the licence (sent as typed)', () => {
    expectTextParity(checks.title, fields.title, textsAround(limits.title.min, limits.title.max));
    expectTextParity(checks.descr, fields.descr, textsAround(limits.descr.max), (v) => v);
    expectTextParity(checks.licence, fields.licence, textsAround(limits.licence.max), (v) => v);
  });

  it('on the price, typed in coins and sent in cents', () => {
    expectTextParity(checks.price, fields.price, amountsAround(0, MODEL_PRICE_MAX), parseCents);
  });
});

/**
 * The tags box gives what the contract takes (issue 38): whatever is typed or pasted into it, one entry after another,
 * the tags it makes are a list Modelcenter/uploadModel accepts (a word longer than a tag is not taken); and a tag the
 * contract accepts without a separator in it can be entered as it is.
 */
describe('the tags box and the models contract agree', () => {
  const opts = { separators: MODEL_TAG_SEPARATORS, max: MODEL_TAGS_MAX, wordMax: limits.tag.max };
  // lengths around a tag's limit (fast-check's own sizes stay short)
  const sized = (units: string[], lengths: number[]) =>
    fc.constantFrom(...lengths).chain((n) => fc.string({ unit: fc.constantFrom(...units), minLength: n, maxLength: n }));
  const max = limits.tag.max;
  const typed = sized(['a', '展', ' ', ',', '，', '-', '😀'], [0, 1, 5, max - 1, max, max + 1, max + 5, 2 * max]);

  it('on the tags it makes', () => {
    fc.assert(
      fc.property(fc.array(typed, { maxLength: 15 }), (entries) => {
        const tags = entries.reduce<string[]>((acc, e) => withWords(acc, e, opts), []);
        expect(models.modelFields.tags.safeParse(tags).success, JSON.stringify(tags)).toBe(true);
      }),
    );
  });

  it('on a tag the contract takes', () => {
    const word = sized(['a', '展', '-', '😀'], [1, 2, max - 2, max - 1, max, max + 1, max + 2]);
    fc.assert(
      fc.property(word, (w) => {
        expect(withWords([], w, opts).includes(w)).toBe(models.modelFields.tags.safeParse([w]).success);
      }),
    );
  });

  it('on a tag the contract refuses for its length: the box names it', () => {
    const word = sized(['a', '展', '-', '😀'], [1, max - 1, max, max + 1, max + 2]);
    fc.assert(
      fc.property(word, (w) => {
        expect(tooLongWords(w, MODEL_TAG_SEPARATORS, max)).toEqual(models.modelFields.tags.safeParse([w]).success ? [] : [w]);
      }),
    );
  });
});
