import { and, asc, count, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { crewBookings, crewSlots, factoryCrews, quoteRequests } from '../../db/schema/index.js';

/** Crews, their bookings and the slots that keep a crew in one place at a time (decision 079). */
export type CrewRow = typeof factoryCrews.$inferSelect;
export type BookingRow = typeof crewBookings.$inferSelect;

export const crewsOf = (db: Db, factoryId: number) =>
  db
    .select()
    .from(factoryCrews)
    .where(eq(factoryCrews.factoryId, factoryId))
    .orderBy(sql`${factoryCrews.retiredAt} is not null`, asc(factoryCrews.id));

export async function countActiveCrews(db: Db, factoryId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(factoryCrews)
    .where(and(eq(factoryCrews.factoryId, factoryId), isNull(factoryCrews.retiredAt)));
  return row?.n ?? 0;
}

export async function insertCrew(db: Db, row: typeof factoryCrews.$inferInsert): Promise<CrewRow> {
  const [crew] = await db.insert(factoryCrews).values(row).returning();
  return crew!;
}

/** a crew of this factory, locked; undefined when it is not the factory's */
export async function lockCrew(db: Db, factoryId: number, id: number): Promise<CrewRow | undefined> {
  const [row] = await db
    .select()
    .from(factoryCrews)
    .where(and(eq(factoryCrews.id, id), eq(factoryCrews.factoryId, factoryId)))
    .for('update');
  return row;
}

export async function updateCrew(db: Db, id: number, patch: Partial<typeof factoryCrews.$inferInsert>): Promise<CrewRow> {
  const [row] = await db.update(factoryCrews).set(patch).where(eq(factoryCrews.id, id)).returning();
  return row!;
}

export async function crewsByIds(db: Db, factoryId: number, ids: number[]): Promise<CrewRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(factoryCrews)
    .where(and(eq(factoryCrews.factoryId, factoryId), inArray(factoryCrews.id, ids)));
}

export async function insertBooking(db: Db, row: typeof crewBookings.$inferInsert): Promise<BookingRow> {
  const [b] = await db.insert(crewBookings).values(row).returning();
  return b!;
}

/**
 * Takes a booking's half hours of its crew's day; false when any was already another booking's (the caller rolls
 * its transaction back). Under concurrency the primary key decides: a second insert of the same slot waits for the
 * first transaction and, once it commits, does nothing.
 */
export async function takeSlots(db: Db, b: Pick<BookingRow, 'id' | 'crewId' | 'day'>, slots: number[]): Promise<boolean> {
  const rows = slots.map((slot) => ({ crewId: b.crewId, day: b.day, slot, bookingId: b.id }));
  const taken = await db.insert(crewSlots).values(rows).onConflictDoNothing().returning({ slot: crewSlots.slot });
  return taken.length === slots.length;
}

/** held or confirmed bookings matching `where` become `freed`, and their slots are let go */
async function freeWhere(db: Db, where: ReturnType<typeof and>, now: Date): Promise<number> {
  const freed = await db
    .update(crewBookings)
    .set({ state: 'freed', updatedAt: now })
    .where(and(where, ne(crewBookings.state, 'freed')))
    .returning({ id: crewBookings.id });
  if (freed.length)
    await db.delete(crewSlots).where(
      inArray(
        crewSlots.bookingId,
        freed.map((f) => f.id),
      ),
    );
  return freed.length;
}

/** a quote's bookings (its invite's) are let go: revised, declined or not chosen */
export const freeInvite = (db: Db, inviteId: number, now: Date) => freeWhere(db, eq(crewBookings.inviteId, inviteId), now);

/** at a pick: the chosen quote's held bookings are confirmed, every other quote's are freed */
export async function followPick(db: Db, requestId: number, chosenFactoryId: number, now: Date) {
  await db
    .update(crewBookings)
    .set({ state: 'confirmed', updatedAt: now })
    .where(and(eq(crewBookings.requestId, requestId), eq(crewBookings.factoryId, chosenFactoryId), eq(crewBookings.state, 'held')));
  await freeWhere(db, and(eq(crewBookings.requestId, requestId), ne(crewBookings.factoryId, chosenFactoryId)), now);
}

/** holds of these crews whose request closed without a pick (deadline passed) are let go before new bookings */
export const freeLapsed = (db: Db, crewIds: number[], now: Date) =>
  freeWhere(
    db,
    and(
      inArray(crewBookings.crewId, crewIds),
      eq(crewBookings.state, 'held'),
      sql`exists (select 1 from ${quoteRequests} r where r.id = ${crewBookings.requestId} and r.chosen_factory_id is null and r.deadline <= ${now.toISOString()})`,
    ),
    now,
  );

const bookingColumns = {
  b: crewBookings,
  crewName: factoryCrews.name,
  taskTitle: quoteRequests.taskTitle,
};
const withNames = (db: Db) =>
  db
    .select(bookingColumns)
    .from(crewBookings)
    .innerJoin(factoryCrews, eq(factoryCrews.id, crewBookings.crewId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, crewBookings.requestId));
export type NamedBooking = { b: BookingRow; crewName: string; taskTitle: string };

/** a factory's held and confirmed bookings from `from` to `to` */
export const bookingsInRange = (db: Db, factoryId: number, from: string, to: string): Promise<NamedBooking[]> =>
  withNames(db)
    .where(and(eq(crewBookings.factoryId, factoryId), gte(crewBookings.day, from), lte(crewBookings.day, to), ne(crewBookings.state, 'freed')))
    .orderBy(asc(crewBookings.day), asc(crewBookings.starts), asc(crewBookings.id));

/** a request's bookings that are not freed, of one factory (or of all) */
export const bookingsOfRequest = (db: Db, requestId: number, factoryId?: number): Promise<NamedBooking[]> =>
  withNames(db)
    .where(
      and(
        eq(crewBookings.requestId, requestId),
        ne(crewBookings.state, 'freed'),
        factoryId === undefined ? undefined : eq(crewBookings.factoryId, factoryId),
      ),
    )
    .orderBy(asc(crewBookings.day), asc(crewBookings.starts), asc(crewBookings.id));
