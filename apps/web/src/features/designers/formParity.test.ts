import fc from 'fast-check';
import { describe, it } from 'vitest';
import { designers } from '@boothhub/shared';
import { workLimits as limits } from '@boothhub/shared/contracts/designerOptions';
import { MAX_ID } from '@boothhub/shared/patterns';
import { workChecks } from './workChecks';
import { expectNumberParity, expectTextParity, keyOnly, numbersAround, textsAround } from '../../test/formParity';

/** The work form checks what Designer/uploadWorks and editWorks check (issue 38): workLimits and the id's range. */
describe('the work form and the designers contract agree', () => {
  const checks = workChecks(keyOnly, { title: 'title', descr: 'descr', category: 'category', style: 'style', exhibition: 'exhibition' });
  const upload = designers.uploadWorks.body.shape;
  const edit = designers.editWorks.body.shape;

  it('on the title (sent trimmed) and the description (sent as typed)', () => {
    for (const fields of [upload, edit]) {
      expectTextParity(checks.title, fields.title, textsAround(limits.title.min, limits.title.max));
      expectTextParity(checks.descr, fields.descr, textsAround(limits.descr.max), (v) => v);
    }
  });

  it("on the exhibition's id", () => {
    expectNumberParity(checks.exhibitionId, upload.exhibitionId, fc.oneof(numbersAround(1, MAX_ID), fc.integer({ min: 1, max: MAX_ID + 2 })));
  });
});
