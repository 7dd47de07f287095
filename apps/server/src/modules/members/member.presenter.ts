import type { Member } from '@boothhub/shared/contracts/member';
import type { Db } from '../../db/client.js';
import type { MemberRow } from '../accounts/members.service.js';
import { publicFileUrl } from '../files/files.service.js';
import { available, balanceOf } from '../ledger/ledger.service.js';
import { memberRatings } from '../evaluations/ratings.service.js';
import { countInvitees, hasPaymentPin, identityStatus, sumInvitationRewards } from './profile.repository.js';


/**
 * A member's money figures, in cents: `coins` is the available balance in
 * the ledger; `invitcoins` the invitation rewards earned; `invitpples` how
 * many members registered with their invite code. The one place these are
 * read, so the wallet can change how without touching callers.
 */
export async function memberMoneyFigures(db: Db, memberId: number): Promise<{ coins: number; invitcoins: number; invitpples: number }> {
  const [coins, invitcoins, invitpples] = await Promise.all([
    balanceOf(db, available(memberId)),
    sumInvitationRewards(db, memberId),
    countInvitees(db, memberId),
  ]);
  return { coins, invitcoins, invitpples };
}

/**
 * Standing kept by other features: identity verification (personauth, from
 * `identities`), payment PIN (ispaycode, from `payment_pins`), WeChat
 * binding (bindwx) and the ratings received (means of taidu/sudu/pinzhi).
 * WeChat binding and revealed ratings are not stored yet, so they read as
 * none; their features replace those lines.
 */
export async function memberStanding(db: Db, member: MemberRow) {
  const [identity, ispaycode, { taidu, sudu, pinzhi }] = await Promise.all([
    identityStatus(db, member.id),
    hasPaymentPin(db, member.id),
    memberRatings(db, member.id),
  ]);
  const personauth = (identity ?? 'none') as Member['personauth'];
  return { personauth, ispaycode, bindwx: false, taidu, sudu, pinzhi };
}

/** The member as the wire names it (contracts/member.ts): never a hash, PIN or openid. */
export async function presentMember(db: Db, m: MemberRow): Promise<Member> {
  // independent reads: on a PostgreSQL pool they run side by side
  const [money, standing] = await Promise.all([memberMoneyFigures(db, m.id), memberStanding(db, m)]);
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
    ...money,
    ...standing,
  };
}
