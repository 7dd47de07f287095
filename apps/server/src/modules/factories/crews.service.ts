import { clockOf, minutesOf, monthDays, slotsOf, spanProblem, type Lang } from '@boothhub/shared';
import { CREWS_MAX, type Booking, type BookingState, type BuildWindow, type Crew, type CrewDayInput } from '@boothhub/shared/contracts/crews';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { exhibitionTitles } from '../exhibitions/schedule.service.js';
import { assertFactory } from './factories.policy.js';
import * as repo from './crews.repository.js';

/**
 * A factory's crews and their bookings (issue 36 part 3, decision 079). Crews are the factory's own (another's is
 * CREW_NOT_FOUND). Bookings are made and changed only inside the quote's transaction (quotes.service.ts): held when
 * quoted, confirmed when chosen, freed when revised, declined or another quote is chosen.
 */

const crewOut = (c: repo.CrewRow): Crew => ({ id: c.id, name: c.name, size: c.size, retired: c.retiredAt !== null });

/** Factory/crews */
export async function listCrews(ctx: AppContext, viewer: Viewer) {
  assertFactory(viewer);
  return { listItem: (await repo.crewsOf(ctx.db, viewer.id)).map(crewOut) };
}

/** Factory/crewAdd: at most CREWS_MAX crews at work */
export async function addCrew(ctx: AppContext, viewer: Viewer, body: { name: string; size: number }) {
  assertFactory(viewer);
  if ((await repo.countActiveCrews(ctx.db, viewer.id)) >= CREWS_MAX) throw new AppError('CREWS_FULL', { max: CREWS_MAX });
  return crewOut(await repo.insertCrew(ctx.db, { factoryId: viewer.id, name: body.name, size: body.size, createdAt: ctx.now() }));
}

async function changeCrew(ctx: AppContext, viewer: Viewer, id: number, patch: (c: repo.CrewRow) => Partial<repo.CrewRow>) {
  assertFactory(viewer);
  return ctx.db.transaction(async (tx) => {
    const crew = await repo.lockCrew(tx, viewer.id, id);
    if (!crew) throw new AppError('CREW_NOT_FOUND');
    return crewOut(await repo.updateCrew(tx, crew.id, patch(crew)));
  });
}

/** Factory/crewRename */
export const renameCrew = (ctx: AppContext, viewer: Viewer, body: { id: number; name: string; size?: number }) =>
  changeCrew(ctx, viewer, body.id, (c) => ({ name: body.name, size: body.size ?? c.size }));

/** Factory/crewRetire: idempotent; its bookings stay */
export const retireCrew = (ctx: AppContext, viewer: Viewer, id: number) =>
  changeCrew(ctx, viewer, id, (c) => ({ retiredAt: c.retiredAt ?? ctx.now() }));

/**
 * A quote's crew days (Quote/submit, inside its transaction with the request locked): the quote's earlier bookings
 * are freed, then each day is checked against the show's move-in window and the hall's hours and booked `held`;
 * a crew already booked at those hours (any show, any request) is CREW_DOUBLE_BOOKED, decided by the slots' key.
 */
export async function bookForQuote(
  tx: Db,
  q: { factoryId: number; requestId: number; inviteId: number; window: BuildWindow | null; days: CrewDayInput[]; now: Date },
) {
  await repo.freeInvite(tx, q.inviteId, q.now);
  if (!q.days.length) return;
  const w = q.window;
  if (!w) throw new AppError('BOOKING_NO_SCHEDULE');
  const crewIds = [...new Set(q.days.map((d) => d.crewId))];
  const crews = new Map((await repo.crewsByIds(tx, q.factoryId, crewIds)).map((c) => [c.id, c]));
  const from = w.days[0]!.day;
  const to = w.days[w.days.length - 1]!.day;
  q.days.forEach((d, i) => {
    const crew = crews.get(d.crewId);
    if (!crew) throw new AppError('CREW_NOT_FOUND', {}, { field: `crewDays.${i}.crewId` });
    if (crew.retiredAt) throw new AppError('CREW_RETIRED', { crew: crew.name }, { field: `crewDays.${i}.crewId` });
    const open = w.days.find((x) => x.day === d.day);
    if (!open) throw new AppError('BOOKING_OUTSIDE_WINDOW', { day: d.day, from, to }, { field: `crewDays.${i}.day` });
    if (spanProblem(d.starts, d.ends) || minutesOf(d.starts) < minutesOf(open.opens) || minutesOf(d.ends) > minutesOf(open.closes))
      throw new AppError(
        'BOOKING_OUTSIDE_HOURS',
        { day: d.day, opens: open.opens, closes: open.closes, starts: d.starts, ends: d.ends },
        { field: `crewDays.${i}.starts` },
      );
  });
  await repo.freeLapsed(tx, crewIds, q.now);
  // in a fixed order (crew, day, hour), so two quotes taking the same slots queue instead of deadlocking
  const ordered = [...q.days].sort((a, b) => a.crewId - b.crewId || a.day.localeCompare(b.day) || a.starts.localeCompare(b.starts));
  for (const d of ordered) {
    const b = await repo.insertBooking(tx, {
      crewId: d.crewId,
      factoryId: q.factoryId,
      requestId: q.requestId,
      inviteId: q.inviteId,
      exhibitionId: w.exhibitionId,
      day: d.day,
      starts: minutesOf(d.starts),
      ends: minutesOf(d.ends),
      state: 'held',
      createdAt: q.now,
      updatedAt: q.now,
    });
    if (!(await repo.takeSlots(tx, b, slotsOf(d.starts, d.ends))))
      throw new AppError('CREW_DOUBLE_BOOKED', { crew: crews.get(d.crewId)!.name, day: d.day, starts: d.starts, ends: d.ends });
  }
}

/** Quote/decline: whatever the quote held is let go */
export const freeQuote = (tx: Db, inviteId: number, now: Date) => repo.freeInvite(tx, inviteId, now);
/** Quote/pick: the chosen quote's holds are confirmed, every other quote's freed — in the pick's transaction */
export const followPick = (tx: Db, requestId: number, chosenFactoryId: number, now: Date) => repo.followPick(tx, requestId, chosenFactoryId, now);

async function bookingsOut(db: Db, lang: Lang, rows: repo.NamedBooking[]): Promise<Booking[]> {
  const titles = await exhibitionTitles(db, lang, [...new Set(rows.map((r) => r.b.exhibitionId))]);
  return rows.map(({ b, crewName, taskTitle }) => ({
    id: b.id,
    crewId: b.crewId,
    crewName,
    day: b.day,
    starts: clockOf(b.starts),
    ends: clockOf(b.ends),
    state: b.state as BookingState,
    requestId: b.requestId,
    taskTitle,
    exhibitionTitle: titles.get(b.exhibitionId) ?? '',
  }));
}

/** a request's bookings of one factory (the factory's own view of its quote) */
export const quoteBookings = async (db: Db, lang: Lang, requestId: number, factoryId: number) =>
  bookingsOut(db, lang, await repo.bookingsOfRequest(db, requestId, factoryId));

/** the chosen factory's build slot of a request, once picked: its days and crews */
export async function buildSlotOf(db: Db, requestId: number, chosenFactoryId: number, factory: string) {
  const rows = await repo.bookingsOfRequest(db, requestId, chosenFactoryId);
  if (!rows.length) return null;
  return {
    factory,
    state: rows.every((r) => r.b.state === 'confirmed') ? ('confirmed' as const) : ('held' as const),
    days: rows.map(({ b, crewName }) => ({ day: b.day, starts: clockOf(b.starts), ends: clockOf(b.ends), crewName })),
  };
}

/** Factory/calendar: the month's days, the crews (rows) and their bookings across shows (cells) */
export async function crewCalendar(ctx: AppContext, viewer: Viewer, lang: Lang, month: string) {
  assertFactory(viewer);
  const days = monthDays(month);
  const [crews, rows] = await Promise.all([
    repo.crewsOf(ctx.db, viewer.id),
    repo.bookingsInRange(ctx.db, viewer.id, days[0]!, days[days.length - 1]!),
  ]);
  return { month, days, crews: crews.map(crewOut), bookings: await bookingsOut(ctx.db, lang, rows) };
}
