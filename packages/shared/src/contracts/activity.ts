import { z } from 'zod';
import { defineCall } from '../call.js';
import { role } from '../fields.js';
import { pageOf, pageQuery } from '../pagination.js';

/**
 * Invitations and the activity centre (docs/rules/money.md): every member's invite
 * code and link, who registered with it and what it earned; points and the
 * daily check-in (one per Asia/Shanghai day).
 */

export const inviteeSchema = z.object({
  cardno: z.string(),
  nickname: z.string(),
  role,
  /** registered */
  dates: z.string(),
  personauth: z.enum(['none', 'pending', 'approved', 'rejected']),
  /** the reward this invitee earned the inviter, in cents (0 until their identity is approved) */
  reward: z.number().int(),
});

export const listInvite = defineCall({
  path: 'Member/listInvite',
  method: 'POST',
  access: 'member',
  summary: 'The invite code and link, the members who registered with it, and the rewards earned',
  body: z.strictObject(pageQuery),
  data: pageOf(inviteeSchema).extend({
    inviteCode: z.string(),
    /** opening it pre-fills the code on the registration page */
    inviteLink: z.string(),
    /** invitation rewards earned, in cents */
    invitcoins: z.number().int(),
    /** members who registered with the code */
    invitpples: z.number().int(),
    /** what an invitee of each role earns the inviter when approved, in cents */
    rewards: z.object({ designer: z.number().int(), business: z.number().int(), factory: z.number().int() }),
  }),
});

export const checkin = defineCall({
  path: 'Activity/checkin',
  method: 'POST',
  access: 'member',
  summary: 'The daily check-in: points once per Asia/Shanghai day',
  body: z.strictObject({}),
  data: z.object({
    /** points this check-in gave */
    gained: z.number().int(),
    /** the member's points now */
    points: z.number().int(),
    /** consecutive days including today */
    streak: z.number().int(),
    day: z.string(),
  }),
});

export const info = defineCall({
  path: 'Activity/info',
  method: 'POST',
  access: 'member',
  summary: 'The activity centre: points, today’s check-in, the streak, recent check-in days, coin rewards received',
  body: z.strictObject({}),
  data: z.object({
    points: z.number().int(),
    checkedInToday: z.boolean(),
    streak: z.number().int(),
    checkinPoints: z.number().int(),
    /** check-in days of the last 30 days, newest first (YYYY-MM-DD, Asia/Shanghai) */
    recentDays: z.array(z.string()),
    /** coin rewards received through the ledger, in cents */
    spreadcoins: z.number().int(),
    activecoins: z.number().int(),
    invitcoins: z.number().int(),
  }),
});

export const pointEventSchema = z.object({ id: z.number().int(), kind: z.string(), ref: z.string(), points: z.number().int(), dates: z.string() });

export const pointsList = defineCall({
  path: 'Activity/points',
  method: 'POST',
  access: 'member',
  summary: 'How the member earned their points, newest first',
  body: z.strictObject(pageQuery),
  data: pageOf(pointEventSchema),
});
