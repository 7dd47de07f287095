import { describe, it } from 'vitest';
import { complaints } from '@boothhub/shared';
import { complaintLimits as limits } from '@boothhub/shared/contracts/complaintOptions';
import { complaintContentChecks, complaintContentOk } from './complaintChecks';
import { expectTextParity, keyOnly, textsAround } from '../../test/formParity';

/** The complaint forms check what Complain/complainAdd and complainEdit check (issue 38): complaintLimits. */
describe('the complaint forms and the complaints contract agree', () => {
  it('on a new complaint', () => {
    const content = complaints.complainAdd.body!.shape.content;
    expectTextParity(complaintContentChecks(keyOnly), content, textsAround(limits.content.min, limits.content.max));
  });

  it('on an edited complaint', () => {
    const content = complaints.complainEdit.body!.shape.content;
    const sendable = [(v: string) => (complaintContentOk(v) ? undefined : 'no')];
    expectTextParity(sendable, content, textsAround(limits.content.min, limits.content.max));
  });
});
