import { describe, it } from 'vitest';
import { member } from '@boothhub/shared';
import { profileLimits as limits } from '@boothhub/shared/contracts/memberOptions';
import { profileChecks } from './profileChecks';
import { expectTextParity, keyOnly, textsAround } from '../../test/formParity';

/** The profile form checks what Member/updateBaseInfo checks (issue 38): profileLimits. */
describe('the profile form and Member/updateBaseInfo agree', () => {
  const checks = profileChecks(keyOnly, { nickname: 'nickname', prov: 'prov', strt: 'strt', addr: 'addr', descr: 'descr' });
  const fields = member.updateBaseInfo.body.shape;

  it('on the nickname (required, sent trimmed)', () => {
    expectTextParity(checks.nickname, fields.nickname.unwrap(), textsAround(limits.nickname.min, limits.nickname.max));
  });

  it('on the province, city and address (sent trimmed) and the description (sent as typed)', () => {
    expectTextParity(checks.prov, fields.prov, textsAround(limits.prov.max));
    expectTextParity(checks.strt, fields.strt, textsAround(limits.strt.max));
    expectTextParity(checks.addr, fields.addr, textsAround(limits.addr.max));
    expectTextParity(checks.descr, fields.descr, textsAround(limits.descr.max), (v) => v);
  });
});
