import fc from 'fast-check';
import { describe, it } from 'vitest';
import { categories } from '@boothhub/shared';
import { categoryLimits as limits } from '@boothhub/shared/contracts/categoryOptions';
import { nodeChecks } from './nodeChecks';
import { expectNumberParity, expectTextParity, keyOnly, numbersAround, textsAround } from '../../test/formParity';

/** The node dialog checks what Admin/menuSave checks (issue 38): categoryLimits and CATEGORY_CODE_RE. */
describe('the node dialog and Admin/menuSave agree', () => {
  const checks = nodeChecks(keyOnly);
  const fields = categories.menuSave.body.shape;

  it('on the code: letters, digits, - and _, sent trimmed', () => {
    const codes = fc.oneof(
      textsAround(1, limits.code.max),
      fc
        .tuple(fc.constantFrom(' ', ''), fc.integer({ min: 0, max: limits.code.max + 2 }), fc.constantFrom(' ', ''))
        .chain(([a, n, b]) =>
          fc.string({ unit: fc.constantFrom('a', 'Z', '0', '-', '_', '.', '展'), minLength: n, maxLength: n }).map((c) => a + c + b),
        ),
    );
    expectTextParity(checks.code, fields.code, codes);
  });

  it('on the names (sent trimmed)', () => {
    expectTextParity(checks.nameZh, fields.nameZh, textsAround(1, limits.nameZh.max));
    expectTextParity(checks.nameEn, fields.nameEn, textsAround(1, limits.nameEn.max));
  });

  it('on the display order', () => {
    expectNumberParity(checks.sort, fields.sort, numbersAround(limits.sort.min, limits.sort.max));
  });
});
