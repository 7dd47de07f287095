import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { prepared } from '../../lib/prepared.js';
import {
  identities,
  invitationRewards,
  ledgerAccounts,
  memberFigureStamps,
  members,
  paymentPins,
  sessions,
  wechatBindings,
} from '../../db/schema/index.js';

/**
 * The member's columns userInfo shows (member.presenter presentMember) and the session check needs: never the password
 * hash, which has no business leaving the database on every page load (and fewer columns to send and parse).
 */
const shownColumns = {
  id: members.id,
  cardno: members.cardno,
  nickname: members.nickname,
  userlogo: members.userlogo,
  sex: members.sex,
  phone: members.phone,
  prov: members.prov,
  strt: members.strt,
  addr: members.addr,
  descr: members.descr,
  createdAt: members.createdAt,
  role: members.role,
  banned: members.banned,
  points: members.points,
  inviteCode: members.inviteCode,
};
export type ShownMember = { [K in keyof typeof shownColumns]: (typeof members.$inferSelect)[K] };
/** the SQL of a member's received ratings at a time, given the member id column (the evaluations module's, passed in by the service) */
export type RatingsSql = (
  memberId: AnyPgColumn | SQL,
  now: SQL,
) => SQL<{ taidu: number | null; sudu: number | null; pinzhi: number | null; count: number }>;

/** The figures userInfo shows next to the member row (money in cents). */
export interface MemberFigures {
  /** available balance in the ledger (the member_available account) */
  coins: number;
  /** invitation rewards earned */
  invitcoins: number;
  /** members who registered with this member's invite code */
  invitpples: number;
  /** identity verification state, if they ever submitted one */
  identity: string | null;
  /** a payment PIN is set (never the PIN or its hash) */
  ispaycode: boolean;
  /** WeChat is bound to this member */
  bindwx: boolean;
  ratings: { taidu: number; sudu: number; pinzhi: number };
}

/** The figures kept in the process beside their stamp (decision 091): aggregates and lookups of other tables. */
export type SlowFigures = Pick<MemberFigures, 'invitcoins' | 'invitpples' | 'ispaycode' | 'bindwx' | 'ratings'>;

/** The slower figures' columns for a member id (a column, or a placeholder): a scalar subquery each, on its own index. */
const slowColumns = (ratingsSql: RatingsSql, id: AnyPgColumn | SQL) => ({
  invitcoins: sql<string>`(select coalesce(sum(${invitationRewards.amount}), 0) from ${invitationRewards} where ${invitationRewards.inviterId} = ${id})`,
  invitpples: sql<string>`(select count(*) from ${members} i where i.invited_by = ${id})`,
  ispaycode: sql<boolean>`exists (select 1 from ${paymentPins} where ${paymentPins.memberId} = ${id})`,
  bindwx: sql<boolean>`exists (select 1 from ${wechatBindings} where ${wechatBindings.memberId} = ${id})`,
  ratings: ratingsSql(id, sql`${sql.placeholder('now')}`),
});
/** The member row and the figures read on every userInfo: the coins (they move with every payment) and the identity. */
const liveColumns = { member: shownColumns, coins: ledgerAccounts.balance, identity: identities.status };
// joined, not sub-selected: with a join Drizzle qualifies every column, so the subqueries' columns bind where they should
const accountJoin = and(eq(ledgerAccounts.kind, 'member_available'), eq(ledgerAccounts.memberId, members.id), eq(ledgerAccounts.ref, ''));

type LiveRow = { member: ShownMember; coins: string | number | null; identity: string | null };
type SlowRow = {
  invitcoins: string;
  invitpples: string;
  ispaycode: boolean;
  bindwx: boolean;
  ratings: { taidu: number | null; sudu: number | null; pinzhi: number | null; count: number } | string | null;
};

function toSlow(row: SlowRow): SlowFigures {
  const r = typeof row.ratings === 'string' ? (JSON.parse(row.ratings) as Exclude<SlowRow['ratings'], string>) : row.ratings;
  return {
    invitcoins: Number(row.invitcoins),
    invitpples: Number(row.invitpples),
    ispaycode: row.ispaycode === true || (row.ispaycode as unknown) === 't',
    bindwx: row.bindwx === true || (row.bindwx as unknown) === 't',
    ratings: { taidu: Number(r?.taidu ?? 0), sudu: Number(r?.sudu ?? 0), pinzhi: Number(r?.pinzhi ?? 0) },
  };
}

/** The member and the figures read every time, with the slower figures given. */
export const withFigures = (row: LiveRow, slow: SlowFigures): { member: ShownMember; figures: MemberFigures } => ({
  member: row.member,
  figures: { coins: Number(row.coins ?? 0), identity: row.identity, ...slow },
});

/**
 * A member and every figure userInfo shows, in ONE statement: the member row
 * by primary key joined to its ledger account and identity, and a scalar
 * subquery per other figure, each on its own index
 * (ledger_accounts_key, invitation_rewards_inviter_idx, members_invited_by_idx,
 * the primary keys of identities and payment_pins, evaluations_target_idx).
 * A prepared statement (lib/prepared.ts): built once, planned once per connection.
 * It replaced seven round trips (docs/decisions/014-search-at-scale.md).
 */
export async function memberWithFigures(
  db: Db,
  memberId: number,
  now: Date,
  ratingsSql: RatingsSql,
): Promise<{ member: ShownMember; figures: MemberFigures } | undefined> {
  const [row] = await prepared(db, 'member_with_figures', (d) =>
    d
      .select({ ...liveColumns, ...slowColumns(ratingsSql, members.id) })
      .from(members)
      .leftJoin(ledgerAccounts, accountJoin)
      .leftJoin(identities, eq(identities.memberId, members.id))
      .where(eq(members.id, sql.placeholder('id')))
      .limit(1)
      .prepare('member_with_figures'),
  ).execute({ id: memberId, now: now.toISOString() });
  return row ? withFigures(row as LiveRow, toSlow(row as SlowRow)) : undefined;
}

/** A member's slower figures (decision 091: userInfo keeps them beside the stamp they were read at). */
export async function slowFigures(db: Db, memberId: number, now: Date, ratingsSql: RatingsSql): Promise<SlowFigures | undefined> {
  const [row] = await prepared(db, 'member_slow_figures', (d) =>
    d
      // the member's id written into each subquery as the parameter: no column name to bind in the wrong scope
      .select(slowColumns(ratingsSql, sql`${sql.placeholder('id')}::integer`))
      .from(members)
      .where(eq(members.id, sql.placeholder('id')))
      .prepare('member_slow_figures'),
  ).execute({ id: memberId, now: now.toISOString() });
  return row ? toSlow(row as SlowRow) : undefined;
}

/**
 * The member found by a session's token hash, with the session's own fields, the figures read every time and the stamp
 * of the slower ones (decision 091): Member/userInfo's read in ONE statement (the session check of the request
 * included), where any other call reads the session first; the slower figures come from the process while the stamp
 * stands (members slow-figures.ts).
 */
export async function sessionWithFigures(db: Db, tokenHash: string) {
  const [row] = await prepared(db, 'session_with_figures', (d) =>
    d
      .select({ ...liveColumns, stamp: memberFigureStamps.stamp, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .leftJoin(ledgerAccounts, accountJoin)
      .leftJoin(identities, eq(identities.memberId, members.id))
      .leftJoin(memberFigureStamps, eq(memberFigureStamps.memberId, members.id))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .limit(1)
      .prepare('session_with_figures'),
  ).execute({ tokenHash });
  if (!row) return undefined;
  const m = row.member;
  return {
    sessionId: row.sessionId,
    lastSeenAt: row.lastSeenAt,
    id: m.id,
    cardno: m.cardno,
    role: m.role,
    banned: m.banned,
    /** the slower figures' stamp: 0 until one of their rows first changes */
    stamp: row.stamp ?? 0,
    live: row as LiveRow,
  };
}
