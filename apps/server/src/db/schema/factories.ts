import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, serial, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { ref, ts } from './columns.js';
import { members } from './accounts.js';
import { tsvector } from './search.js';
import { tasks } from './tasks.js';

/**
 * A factory's company profile (docs/rules/factories.md): one row per member, saved by members with the factory
 * role; the directory lists the rows of factories that are not banned. `capabilities` is a text array so "has all of
 * these" is `@>` on a GIN index.
 */
export const factoryProfiles = pgTable(
  'factory_profiles',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    companyName: varchar('company_name', { length: 80 }).notNull(),
    companyNameEn: varchar('company_name_en', { length: 120 }),
    city: varchar('city', { length: 30 }).notNull(),
    capabilities: text('capabilities').array().notNull(),
    workshopArea: integer('workshop_area').notNull().default(0),
    annualCapacity: integer('annual_capacity').notNull().default(0),
    descr: text('descr').notNull().default(''),
    certificates: jsonb('certificates').$type<string[]>().notNull().default([]),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** to_tsvector('simple', searchTokens(company names + city + descr)) */
    search: tsvector('search'),
  },
  (t) => [
    index('factory_profiles_search_idx').using('gin', t.search),
    index('factory_profiles_caps_idx').using('gin', t.capabilities),
    index('factory_profiles_city_idx').on(t.city, t.memberId),
  ],
);

/**
 * A request for build quotes: a completed task's final design (its latest delivery's files, kept here), sent to
 * factories with the show days, the booth size, notes and a deadline. `chosenFactoryId` is set once, by a
 * conditional update (a pick is final). Once its show has begun, the business rates the chosen factory's build once
 * (`rate*`, 1–5 stars; docs/rules/factories.md "Ratings"): the factory's page shows the averages and its builds.
 */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: serial('id').primaryKey(),
    taskId: ref('task_id', () => tasks.id),
    businessId: ref('business_id', () => members.id),
    /** the task's title when the request was made */
    taskTitle: varchar('task_title', { length: 80 }).notNull(),
    city: varchar('city', { length: 30 }).notNull(),
    sdate: date('sdate', { mode: 'string' }).notNull(),
    edate: date('edate', { mode: 'string' }).notNull(),
    sizes: varchar('sizes', { length: 40 }).notNull(),
    plaza: integer('plaza').notNull(),
    capabilities: text('capabilities').array().notNull(),
    notes: text('notes').notNull().default(''),
    files: jsonb('files').$type<string[]>().notNull(),
    deadline: ts('deadline').notNull(),
    chosenFactoryId: integer('chosen_factory_id').references(() => members.id),
    pickedAt: ts('picked_at'),
    /** the business's stars for the chosen factory's build quality, punctuality and service; set once, together */
    rateQuality: smallint('rate_quality'),
    rateTime: smallint('rate_time'),
    rateService: smallint('rate_service'),
    rateComment: text('rate_comment'),
    ratedAt: ts('rated_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('quote_requests_task_idx').on(t.taskId, t.id),
    index('quote_requests_business_idx').on(t.businessId, t.id),
    // a factory's builds (its page): the requests it won, latest show first
    index('quote_requests_chosen_idx').on(t.chosenFactoryId, t.sdate),
    check(
      'quote_requests_rating_valid',
      sql`(${t.ratedAt} is null) or (${t.rateQuality} between 1 and 5 and ${t.rateTime} between 1 and 5 and ${t.rateService} between 1 and 5)`,
    ),
  ],
);

/** One invited factory of a request and its quote (one per factory per request, revised in place). */
export const quoteInvites = pgTable(
  'quote_invites',
  {
    id: serial('id').primaryKey(),
    requestId: ref('request_id', () => quoteRequests.id, { onDelete: 'cascade' }),
    factoryId: ref('factory_id', () => members.id),
    /** invited | accepted | declined | quoted */
    status: varchar('status', { length: 12 }).notNull().default('invited'),
    price: bigint('price', { mode: 'number' }),
    buildDays: integer('build_days'),
    schedule: text('schedule'),
    notes: text('notes'),
    acceptedAt: ts('accepted_at'),
    quotedAt: ts('quoted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('quote_invites_once').on(t.requestId, t.factoryId),
    index('quote_invites_factory_idx').on(t.factoryId, t.id),
    check('quote_invites_status_valid', sql`${t.status} in ('invited','accepted','declined','quoted')`),
    check('quote_invites_price_positive', sql`${t.price} is null or ${t.price} > 0`),
  ],
);
