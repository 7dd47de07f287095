import { describe, it } from 'vitest';
import { articles } from '@boothhub/shared';
import { articleLimits as limits } from '@boothhub/shared/contracts/articleOptions';
import { articleChecks } from './articleChecks';
import { expectTextParity, keyOnly, textsAround } from '../../test/formParity';

/** The article dialog checks what Admin/articleSave checks (issue 38): articleLimits. */
describe('the article dialog and Admin/articleSave agree', () => {
  const checks = articleChecks(keyOnly);
  const fields = articles.articleFields;

  it('on the titles and summaries (sent trimmed)', () => {
    expectTextParity(checks.title, fields.title, textsAround(limits.title.min, limits.title.max));
    expectTextParity(checks.titleEn, fields.titleEn, textsAround(limits.titleEn.max));
    expectTextParity(checks.summary, fields.summary, textsAround(limits.summary.max));
    expectTextParity(checks.summaryEn, fields.summaryEn, textsAround(limits.summaryEn.max));
  });

  it("on the bodies (the editor's HTML, sent as it is)", () => {
    expectTextParity(checks.content, fields.content, textsAround(limits.content.max), (v) => v);
    expectTextParity(checks.contentEn, fields.contentEn, textsAround(limits.content.max), (v) => v);
  });
});
