import type { Member } from '@boothhub/shared/contracts/member';
import type { Db } from '../../db/client.js';
import type { MemberRow } from '../accounts/members.service.js';
import { available, balanceOf } from '../ledger/ledger.service.js';
import { countInvitees } from './profile.repository.js';

/** The public URL of an avatar file (File/upload with purpose avatar). */
export const avatarUrl = (fileId: string) => `/api/File/public/${fileId}`;

/**
 * A member's money figures, in cents: `coins` is the available balance in
 * the ledger; `invitcoins` the invitation rewards earned; `invitpples` how
 * many members registered with their invite code. The one place these are
 * read, so the wallet can change how without touching callers.
 */
export async function memberMoneyFigures(db: Db, memberId: number): Promise<{ coins: number; invitcoins: number; invitpples: number }> {
  const [coins, invitpples] = await Promise.all([balanceOf(db, available(memberId)), countInvitees(db, memberId)]);
  // invitation rewards are credited by the wallet's invitation flow (not built yet): none can exist so far
  const invitcoins = 0;
  return { coins, invitcoins, invitpples };
}

/**
 * Standing owned by other features: identity verification (personauth),
 * payment PIN (ispaycode), WeChat binding (bindwx) and the ratings received
 * (means of taidu/sudu/pinzhi). Until those features store anything, every
 * member has none of them; each feature edits its own line here.
 */
export async function memberStanding(_db: Db, _member: MemberRow) {
  return {
    personauth: 'none' as Member['personauth'],
    ispaycode: false,
    bindwx: false,
    taidu: 0,
    sudu: 0,
    pinzhi: 0,
  };
}

/** The member as the wire names it (contracts/member.ts): never a hash, PIN or openid. */
export async function presentMember(db: Db, m: MemberRow): Promise<Member> {
  const [money, standing] = await Promise.all([memberMoneyFigures(db, m.id), memberStanding(db, m)]);
  return {
    cardno: m.cardno,
    nickname: m.nickname,
    userlogo: m.userlogo ? avatarUrl(m.userlogo) : null,
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
    ...money,
    ...standing,
  };
}
