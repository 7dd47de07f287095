import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { prepared } from '../../lib/prepared.js';
import { identities, invitationRewards, ledgerAccounts, members, paymentPins, wechatBindings } from '../../db/schema/index.js';

type MemberRow = typeof members.$inferSelect;
/** the SQL of a member's received ratings at a time, given the member id column (the evaluations module's, passed in by the service) */
export type RatingsSql = (
  memberId: AnyPgColumn,
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
): Promise<{ member: MemberRow; figures: MemberFigures } | undefined> {
  const [row] = await prepared(db, 'member_with_figures', (d) =>
    d
      .select({
        member: members,
        coins: ledgerAccounts.balance,
        invitcoins: sql<string>`(select coalesce(sum(${invitationRewards.amount}), 0) from ${invitationRewards} where ${invitationRewards.inviterId} = ${members.id})`,
        invitpples: sql<string>`(select count(*) from ${members} i where i.invited_by = ${members.id})`,
        identity: identities.status,
        ispaycode: sql<boolean>`exists (select 1 from ${paymentPins} where ${paymentPins.memberId} = ${members.id})`,
        bindwx: sql<boolean>`exists (select 1 from ${wechatBindings} where ${wechatBindings.memberId} = ${members.id})`,
        ratings: ratingsSql(members.id, sql`${sql.placeholder('now')}`),
      })
      .from(members)
      // joined, not sub-selected: with a join Drizzle qualifies every column, so the subqueries' columns bind where they should
      .leftJoin(ledgerAccounts, and(eq(ledgerAccounts.kind, 'member_available'), eq(ledgerAccounts.memberId, members.id), eq(ledgerAccounts.ref, '')))
      .leftJoin(identities, eq(identities.memberId, members.id))
      .where(eq(members.id, sql.placeholder('id')))
      .limit(1)
      .prepare('member_with_figures'),
  ).execute({ id: memberId, now: now.toISOString() });
  if (!row) return undefined;
  const r = typeof row.ratings === 'string' ? (JSON.parse(row.ratings) as typeof row.ratings) : row.ratings;
  return {
    member: row.member,
    figures: {
      coins: Number(row.coins ?? 0),
      invitcoins: Number(row.invitcoins),
      invitpples: Number(row.invitpples),
      identity: row.identity,
      ispaycode: row.ispaycode === true || (row.ispaycode as unknown) === 't',
      bindwx: row.bindwx === true || (row.bindwx as unknown) === 't',
      ratings: { taidu: Number(r?.taidu ?? 0), sudu: Number(r?.sudu ?? 0), pinzhi: Number(r?.pinzhi ?? 0) },
    },
  };
}
