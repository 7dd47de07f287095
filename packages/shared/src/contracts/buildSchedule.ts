import { z } from 'zod';
import { defineCall } from '../call.js';
import { id, line, str } from '../fields.js';
import { MOVE_IN_MAX_DAYS, MOVE_OUT_MAX_DAYS } from '../rules/buildCalendar.js';
import { day } from './tasks.js';

/**
 * An exhibition's build schedule (issue 36 part 3, decision 079): move-in (布展) and move-out (撤展) days with the
 * hall access hours, per hall or for every hall, and rules such as "special builds only from day −3". Entered by
 * the publisher or an admin (`Article/huizhanSchedule`); answered with the exhibition (`Common/huizhanInfo`) and its
 * floor plan (`Common/huizhanBooth`). Factories book crew days inside the move-in window (contracts/crews.ts).
 */

export const SCHEDULE_DAYS_MAX = 120;
export const SCHEDULE_RULES_MAX = 12;
export const SCHEDULE_NOTE_MAX = 200;

export const buildDayKinds = ['move_in', 'move_out'] as const;
export const buildRuleKinds = ['special_from', 'standard_from', 'move_out_from', 'note'] as const;
export type BuildRuleKind = (typeof buildRuleKinds)[number];
export const buildRuleLabels: Record<BuildRuleKind, { zh: string; en: string }> = {
  special_from: { zh: '特装搭建最早于', en: 'Special builds from' },
  standard_from: { zh: '标摊搭建最早于', en: 'Shell-scheme builds from' },
  move_out_from: { zh: '撤展最早于', en: 'Move-out from' },
  note: { zh: '说明', en: 'Note' },
};
export const buildDayLabels: Record<(typeof buildDayKinds)[number], { zh: string; en: string }> = {
  move_in: { zh: '布展', en: 'Move-in' },
  move_out: { zh: '撤展', en: 'Move-out' },
};

/** `08:30`: a clock time in half hours, 00:00–24:00 (the rules of rules/buildCalendar.ts check the steps) */
export const clock = str().regex(/^([01]\d|2[0-4]):[0-5]\d$/, 'must be a time HH:MM');

export const scheduleDayInput = z.strictObject({
  day,
  kind: z.enum(buildDayKinds),
  /** one of the exhibition's halls; null: every hall */
  hallId: id.nullable(),
  opens: clock,
  closes: clock,
});

export const scheduleRuleInput = z.strictObject({
  kind: z.enum(buildRuleKinds),
  /** days from the show's first day: −3 is three days before it */
  dayOffset: z.number().int().min(-MOVE_IN_MAX_DAYS).max(MOVE_OUT_MAX_DAYS).nullable(),
  note: line(SCHEDULE_NOTE_MAX).default(''),
  noteEn: line(SCHEDULE_NOTE_MAX).default(''),
});

export const scheduleDay = z.object({
  day: z.string(),
  kind: z.enum(buildDayKinds),
  hallId: z.number().int().nullable(),
  /** the hall's name in the request's language; null for every hall */
  hallName: z.string().nullable(),
  opens: z.string(),
  closes: z.string(),
});
export type ScheduleDayRow = z.infer<typeof scheduleDay>;

export const scheduleRule = z.object({
  kind: z.enum(buildRuleKinds),
  dayOffset: z.number().int().nullable(),
  /** the day the offset names */
  day: z.string().nullable(),
  note: z.string(),
  noteEn: z.string(),
});

/** a schedule as answered: days in order (day, move-in first, every-hall entry first) */
export const buildSchedule = z.object({
  days: z.array(scheduleDay),
  rules: z.array(scheduleRule),
});
export type BuildSchedule = z.infer<typeof buildSchedule>;

export const huizhanSchedule = defineCall({
  path: 'Article/huizhanSchedule',
  method: 'POST',
  access: 'member',
  summary: "Replace an exhibition's build schedule: move-in/move-out days with hall hours, and its build rules (the publisher or an admin)",
  body: z.strictObject({
    /** the exhibition */
    id,
    days: z.array(scheduleDayInput).max(SCHEDULE_DAYS_MAX),
    rules: z.array(scheduleRuleInput).max(SCHEDULE_RULES_MAX),
  }),
  data: buildSchedule,
});
