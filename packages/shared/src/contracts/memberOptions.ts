/**
 * The limits of a member's profile (Member/updateBaseInfo, docs/rules/accounts.md), without zod: member.ts builds its
 * schema from them and the plain settings page checks them.
 */
export const profileLimits = {
  nickname: { min: 1, max: 30 },
  prov: { max: 30 },
  strt: { max: 30 },
  addr: { max: 120 },
  descr: { max: 1000 },
} as const;
