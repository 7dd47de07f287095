import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { ref, ts } from './columns.js';
import { members } from './accounts.js';
import { tsvector } from './search.js';

/**
 * Business tasks (docs/rules/tasks.md). `status` moves only through the state
 * machine in modules/tasks (one conditional update per transition, in the
 * transaction that moves the money); the escrow itself lives in the ledger
 * (account member_escrow of the publisher, ref `task:<id>`).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    publisherId: ref('publisher_id', () => members.id),
    title: varchar('title', { length: 80 }).notNull(),
    types: varchar('types', { length: 16 }).notNull(),
    plaza: integer('plaza').notNull(),
    sizes: varchar('sizes', { length: 40 }).notNull(),
    opens: smallint('opens').notNull(),
    layer: smallint('layer').notNull(),
    /** planned stand height in centimetres (the brief's metres), checked against the exhibition's height rule */
    heightCm: integer('height_cm'),
    /** the stand hangs structures from the ceiling (rigging points), checked against the exhibition's rigging rule */
    rigging: boolean('rigging'),
    style: varchar('style', { length: 16 }).notNull(),
    addr: varchar('addr', { length: 120 }).notNull(),
    city: varchar('city', { length: 30 }).notNull(),
    /** the exhibition (exhibitions.id) the task is for, optional */
    groupid: integer('groupid'),
    /** the booth plot (booth_plots.id) of that exhibition the task is for, optional */
    plotId: integer('plot_id'),
    sdate: date('sdate', { mode: 'string' }).notNull(),
    edate: date('edate', { mode: 'string' }).notNull(),
    rdate: ts('rdate').notNull(),
    /** deliverables wanted (wire name `tasks`) */
    deliverables: jsonb('deliverables').$type<string[]>().notNull(),
    tips: text('tips').notNull().default(''),
    cost: bigint('cost', { mode: 'number' }).notNull(),
    conts: jsonb('conts').$type<{ name: string; phone: string }>().notNull(),
    attach: jsonb('attach').$type<string[]>().notNull().default([]),
    status: varchar('status', { length: 16 }).notNull().default('unpaid'),
    designerId: integer('designer_id').references(() => members.id),
    /** basis points, fixed when paid */
    commissionRate: integer('commission_rate'),
    revisions: integer('revisions').notNull().default(0),
    /** the latest delivery's version (0 = none yet) */
    versions: integer('versions').notNull().default(0),
    autoAcceptAt: ts('auto_accept_at'),
    paidAt: ts('paid_at'),
    selectedAt: ts('selected_at'),
    completedAt: ts('completed_at'),
    cancelledAt: ts('cancelled_at'),
    /** the service package (service_packages.id) this task was bought from, or null for a published task */
    serviceId: integer('service_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** to_tsvector('simple', searchTokens(title + tips + addr + city)) */
    search: tsvector('search'),
  },
  (t) => [
    index('tasks_search_idx').using('gin', t.search),
    index('tasks_status_idx').on(t.status, t.id),
    // the public list newest first by page number: an index-only walk of the public tasks' ids (OFFSET pages skip
    // index entries, not heap rows; docs/performance.md)
    index('tasks_public_id_idx')
      .on(t.id, t.status)
      .where(sql`${t.status} <> 'unpaid'`),
    index('tasks_publisher_idx').on(t.publisherId, t.id),
    /** a designer's tasks; with the state, the designers' tasks in progress are counted from the index alone (ranking,
     * decision 078: bench/ranking.ts) */
    index('tasks_designer_idx').on(t.designerId, t.status),
    index('tasks_city_idx').on(t.city, t.status, t.id),
    index('tasks_types_idx').on(t.types, t.status, t.id),
    /** the list's city + type filter, counted from the index alone (bench/tasks.ts, docs/performance.md) */
    index('tasks_city_types_idx').on(t.city, t.types, t.status, t.cost),
    /** an exhibition's open tasks */
    index('tasks_group_idx').on(t.groupid, t.status, t.id),
    index('tasks_cost_idx').on(t.status, t.cost),
    index('tasks_rdate_idx').on(t.status, t.rdate),
    index('tasks_auto_accept_idx').on(t.status, t.autoAcceptAt),
    index('tasks_service_idx').on(t.serviceId),
    check('tasks_status_valid', sql`${t.status} in ('unpaid','recruiting','in_progress','delivered','completed','cancelled','disputed')`),
    check('tasks_cost_positive', sql`${t.cost} > 0`),
    check('tasks_opens_range', sql`${t.opens} between 1 and 4`),
    check('tasks_height_range', sql`${t.heightCm} is null or ${t.heightCm} > 0`),
    check('tasks_dates_order', sql`${t.sdate} <= ${t.edate}`),
    check('tasks_designer_when_working', sql`${t.status} not in ('in_progress','delivered','disputed') or ${t.designerId} is not null`),
  ],
);

export const taskSignups = pgTable(
  'task_signups',
  {
    id: serial('id').primaryKey(),
    taskId: ref('task_id', () => tasks.id, { onDelete: 'cascade' }),
    designerId: ref('designer_id', () => members.id),
    message: text('message').notNull(),
    days: integer('days').notNull(),
    quote: bigint('quote', { mode: 'number' }),
    /** active | withdrawn | selected | rejected */
    status: varchar('status', { length: 12 }).notNull().default('active'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('task_signups_once').on(t.taskId, t.designerId),
    index('task_signups_designer_idx').on(t.designerId, t.id),
    /** each designer's last signup from the index alone (ranking's activity, decision 078) */
    index('task_signups_designer_at_idx').on(t.designerId, t.createdAt),
  ],
);

/** The history of a task: one row per transition (and per notable event). */
export const taskOrbits = pgTable(
  'task_orbits',
  {
    id: serial('id').primaryKey(),
    taskId: ref('task_id', () => tasks.id, { onDelete: 'cascade' }),
    /** null: the platform (timers) */
    actorId: integer('actor_id').references(() => members.id),
    action: varchar('action', { length: 32 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('task_orbits_task_idx').on(t.taskId, t.id)],
);

/** A delivered glb or gltf: its preview glb (a private file of the designer), triangles and size in metres. */
export interface DeliveredModel {
  preview: string;
  polygons: number;
  bbox: [number, number, number];
}

export const taskDeliveries = pgTable(
  'task_deliveries',
  {
    id: serial('id').primaryKey(),
    taskId: ref('task_id', () => tasks.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    designerId: ref('designer_id', () => members.id),
    note: text('note').notNull(),
    files: jsonb('files').$type<string[]>().notNull(),
    /** the delivered 3D files (glb, gltf) by file id: what the server read and the preview glb it made (decision 034) */
    models: jsonb('models').$type<Record<string, DeliveredModel>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique('task_deliveries_version').on(t.taskId, t.version)],
);

/** A task's conversation: one thread per (task, designer) with the publisher. */
export const taskChats = pgTable(
  'task_chats',
  {
    id: serial('id').primaryKey(),
    taskId: ref('task_id', () => tasks.id, { onDelete: 'cascade' }),
    designerId: ref('designer_id', () => members.id),
    senderId: ref('sender_id', () => members.id),
    content: text('content').notNull(),
    files: jsonb('files').$type<string[]>().notNull().default([]),
    /** contact details were masked when it was written (before selection) */
    masked: boolean('masked').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('task_chats_thread_idx').on(t.taskId, t.designerId, t.id)],
);

export const evaluations = pgTable(
  'evaluations',
  {
    id: serial('id').primaryKey(),
    taskId: ref('task_id', () => tasks.id),
    authorId: ref('author_id', () => members.id),
    targetId: ref('target_id', () => members.id),
    /** designer: written by the designer; business: written by the publisher */
    direction: varchar('direction', { length: 10 }).notNull(),
    taidu: smallint('taidu').notNull(),
    sudu: smallint('sudu').notNull(),
    pinzhi: smallint('pinzhi').notNull(),
    content: text('content').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('evaluations_once').on(t.taskId, t.authorId),
    index('evaluations_target_idx').on(t.targetId, t.id),
    index('evaluations_author_idx').on(t.authorId, t.id),
    check('evaluations_stars', sql`${t.taidu} between 1 and 5 and ${t.sudu} between 1 and 5 and ${t.pinzhi} between 1 and 5`),
  ],
);

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    taskId: ref('task_id', () => tasks.id),
    authorId: ref('author_id', () => members.id),
    /** publisher | designer */
    side: varchar('side', { length: 10 }).notNull(),
    category: varchar('category', { length: 20 }).notNull(),
    content: text('content').notNull(),
    files: jsonb('files').$type<string[]>().notNull().default([]),
    /** open | processing | resolved | withdrawn */
    status: varchar('status', { length: 12 }).notNull().default('open'),
    /** the task's state when the complaint froze it (in_progress | delivered), restored on withdrawal */
    taskStatusBefore: varchar('task_status_before', { length: 16 }).notNull(),
    decision: varchar('decision', { length: 10 }),
    designerAmount: bigint('designer_amount', { mode: 'number' }),
    commission: bigint('commission', { mode: 'number' }),
    businessAmount: bigint('business_amount', { mode: 'number' }),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => members.id),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('complaints_status_idx').on(t.status, t.id), index('complaints_task_idx').on(t.taskId)],
);

/** Favourites of every kind (task, exhibition, venue, picture, article, model): one row per member, kind and target. */
export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    memberId: ref('member_id', () => members.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique('favourites_once').on(t.memberId, t.kind, t.targetId), index('favourites_target_idx').on(t.kind, t.targetId)],
);
