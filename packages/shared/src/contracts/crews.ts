import { z } from 'zod';
import { defineCall } from '../call.js';
import { id, line, str } from '../fields.js';
import { clock, scheduleDay } from './buildSchedule.js';
import { day } from './tasks.js';

/**
 * A factory's crews and their bookings (issue 36 part 3, decision 079). A factory keeps crews (`Factory/crew*`);
 * answering a build quote (`Quote/submit` with `crewDays`) books crew days inside the show's move-in window, held
 * while quoted, confirmed when the quote is chosen, freed when another is chosen. `Factory/calendar` is its month.
 */

export const CREW_NAME_MAX = 40;
export const CREW_SIZE_MAX = 200;
export const CREW_DAYS_MAX = 60;
export const CREWS_MAX = 50;

export const bookingStates = ['held', 'confirmed', 'freed'] as const;
export type BookingState = (typeof bookingStates)[number];
export const bookingStateLabels: Record<BookingState, { zh: string; en: string }> = {
  held: { zh: '预留', en: 'Held' },
  confirmed: { zh: '已确认', en: 'Confirmed' },
  freed: { zh: '已释放', en: 'Freed' },
};

export const crew = z.object({
  id: z.number().int(),
  name: z.string(),
  /** people */
  size: z.number().int(),
  retired: z.boolean(),
});
export type Crew = z.infer<typeof crew>;

const crewName = line(CREW_NAME_MAX).min(1, 'is required');
const crewSize = z.number().int().min(1).max(CREW_SIZE_MAX);

export const crewList = defineCall({
  path: 'Factory/crews',
  method: 'POST',
  access: 'member',
  summary: "The viewer's crews, retired ones last (factories only)",
  body: z.strictObject({}),
  data: z.object({ listItem: z.array(crew) }),
});

export const crewAdd = defineCall({
  path: 'Factory/crewAdd',
  method: 'POST',
  access: 'member',
  summary: 'Add a crew: name and size (factories only)',
  body: z.strictObject({ name: crewName, size: crewSize }),
  data: crew,
});

export const crewRename = defineCall({
  path: 'Factory/crewRename',
  method: 'POST',
  access: 'member',
  summary: "Rename a crew of the viewer's, or change its size",
  body: z.strictObject({ id, name: crewName, size: crewSize.optional() }),
  data: crew,
});

export const crewRetire = defineCall({
  path: 'Factory/crewRetire',
  method: 'POST',
  access: 'member',
  summary: "Retire a crew of the viewer's: it takes no new bookings; its bookings stay",
  body: z.strictObject({ id }),
  data: crew,
});

/** one crew day asked for when quoting */
export const crewDayInput = z.strictObject({
  crewId: id,
  day,
  starts: clock,
  ends: clock,
});
export type CrewDayInput = z.infer<typeof crewDayInput>;
export const crewDaysInput = z.array(crewDayInput).max(CREW_DAYS_MAX);

export const booking = z.object({
  id: z.number().int(),
  crewId: z.number().int(),
  crewName: z.string(),
  day: z.string(),
  starts: z.string(),
  ends: z.string(),
  state: z.enum(bookingStates),
  requestId: z.number().int(),
  taskTitle: z.string(),
  exhibitionTitle: z.string(),
});
export type Booking = z.infer<typeof booking>;

/** what a request's build may book: the show, the booth's hall and its move-in days with their hours */
export const buildWindow = z.object({
  exhibitionId: z.number().int(),
  exhibitionTitle: z.string(),
  hallName: z.string().nullable(),
  days: z.array(scheduleDay),
});
export type BuildWindow = z.infer<typeof buildWindow>;

/** the build slot of a request as its business and its factory see it */
export const buildSlot = z.object({
  factory: z.string(),
  state: z.enum(bookingStates),
  days: z.array(z.object({ day: z.string(), starts: z.string(), ends: z.string(), crewName: z.string() })),
});

export const crewCalendar = defineCall({
  path: 'Factory/calendar',
  method: 'POST',
  access: 'member',
  summary: "The viewer's crews and their held and confirmed bookings in one month, across shows (factories only)",
  body: z.strictObject({ month: str().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month YYYY-MM') }),
  data: z.object({
    month: z.string(),
    days: z.array(z.string()),
    crews: z.array(crew),
    bookings: z.array(booking),
  }),
});
