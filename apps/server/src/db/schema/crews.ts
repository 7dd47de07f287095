import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, pgTable, primaryKey, serial, smallint, unique, varchar } from 'drizzle-orm/pg-core';
import { ref, ts } from './columns.js';
import { members } from './accounts.js';
import { quoteInvites, quoteRequests } from './factories.js';

/** A factory's crew (issue 36 part 3, decision 079): named, sized; retired crews take no new bookings. */
export const factoryCrews = pgTable(
  'factory_crews',
  {
    id: serial('id').primaryKey(),
    factoryId: ref('factory_id', () => members.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 40 }).notNull(),
    /** people */
    size: smallint('size').notNull(),
    retiredAt: ts('retired_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('factory_crews_factory_idx').on(t.factoryId, t.id),
    unique('factory_crews_id_factory').on(t.id, t.factoryId),
    check('factory_crews_size', sql`${t.size} between 1 and 200`),
  ],
);

/**
 * A crew day booked for a quote's build: `starts`/`ends` in minutes of the day. `held` while the quote stands,
 * `confirmed` when it is chosen, `freed` when another is chosen (kept as history). What stops a crew being in two
 * places at once is `crew_slots`, not this table.
 */
export const crewBookings = pgTable(
  'crew_bookings',
  {
    id: serial('id').primaryKey(),
    crewId: integer('crew_id').notNull(),
    factoryId: integer('factory_id').notNull(),
    requestId: ref('request_id', () => quoteRequests.id, { onDelete: 'cascade' }),
    inviteId: ref('invite_id', () => quoteInvites.id, { onDelete: 'cascade' }),
    /** the show (exhibitions.id) whose move-in window the day lies in */
    exhibitionId: integer('exhibition_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    starts: smallint('starts').notNull(),
    ends: smallint('ends').notNull(),
    /** held | confirmed | freed */
    state: varchar('state', { length: 10 }).notNull().default('held'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.crewId, t.factoryId], foreignColumns: [factoryCrews.id, factoryCrews.factoryId] }).onDelete('cascade'),
    index('crew_bookings_factory_day_idx').on(t.factoryId, t.day),
    index('crew_bookings_invite_idx').on(t.inviteId, t.state),
    index('crew_bookings_request_idx').on(t.requestId, t.state),
    check('crew_bookings_state', sql`${t.state} in ('held', 'confirmed', 'freed')`),
    check('crew_bookings_hours', sql`${t.starts} >= 0 and ${t.ends} <= 1440 and ${t.ends} > ${t.starts}`),
  ],
);

/**
 * The concurrency guard (decision 079): one row per half hour a held or confirmed booking takes of a crew's day.
 * The primary key lets one booking own a crew's half hour, whatever the show: of two transactions booking the same
 * crew-day slot at once, the second waits on the first's row and finds it taken. Freeing a booking deletes its rows.
 */
export const crewSlots = pgTable(
  'crew_slots',
  {
    crewId: ref('crew_id', () => factoryCrews.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** half hours of the day, 0–47 */
    slot: smallint('slot').notNull(),
    bookingId: ref('booking_id', () => crewBookings.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'crew_slots_pkey', columns: [t.crewId, t.day, t.slot] }),
    index('crew_slots_booking_idx').on(t.bookingId),
    check('crew_slots_slot', sql`${t.slot} between 0 and 47`),
  ],
);
