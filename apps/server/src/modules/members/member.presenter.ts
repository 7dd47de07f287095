import type { Member } from '@boothhub/shared/contracts/member';
import { publicFileUrl } from '../files/files.service.js';
import type { MemberFigures, ShownMember } from './profile.repository.js';

/**
 * The member as the wire names it (contracts/member.ts): never a hash, PIN or
 * openid. The figures come with the row (profile.repository memberWithFigures):
 * `coins` the available balance in the ledger, `invitcoins` the invitation
 * rewards earned, `invitpples` how many registered with their invite code,
 * identity verification (personauth), payment PIN (ispaycode), and the means
 * of the revealed ratings received, and whether WeChat is bound (bindwx).
 */
export function presentMember(m: ShownMember, f: MemberFigures): Member {
  return {
    cardno: m.cardno,
    nickname: m.nickname,
    userlogo: m.userlogo ? publicFileUrl(m.userlogo) : null,
    sex: m.sex as Member['sex'],
    mobile: m.phone,
    prov: m.prov,
    strt: m.strt,
    addr: m.addr,
    descr: m.descr,
    dates: m.createdAt.toISOString(),
    role: m.role as Member['role'],
    banned: m.banned,
    points: m.points,
    inviteCode: m.inviteCode,
    coins: f.coins,
    invitcoins: f.invitcoins,
    invitpples: f.invitpples,
    personauth: (f.identity ?? 'none') as Member['personauth'],
    ispaycode: f.ispaycode,
    bindwx: f.bindwx,
    ...f.ratings,
  };
}
