import { index, jsonb, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { ref, ts } from './columns.js';
import { members } from './accounts.js';
import { tasks } from './tasks.js';

/**
 * The task reminders already told (decision 074): a task about to be accepted automatically, a design due soon. The
 * timer writes the marker in the transaction that tells the member; its key makes a second write — another
 * instance's, or a second run's — a no-op, so each reminder is told once.
 */
export const taskReminders = pgTable(
  'task_reminders',
  {
    taskId: ref('task_id', () => tasks.id, { onDelete: 'cascade' }),
    /** the notice's kind, e.g. `task.auto_accept_soon` */
    kind: varchar('kind', { length: 40 }).notNull(),
    /** what it reminds of: the delivery's version, or the due date (a new delivery is reminded of again) */
    ref: varchar('ref', { length: 40 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.kind, t.ref] })],
);

/** A saved search's filters: the task hall's, without its order and states (only recruiting tasks are told). */
export interface SavedTaskFilters {
  keyword?: string;
  types?: string[];
  city?: string[];
  costMin?: number;
  costMax?: number;
  plazaMin?: number;
  plazaMax?: number;
}

/**
 * A designer's saved task-hall search (decision 074): tasks that start recruiting and match it are told to the
 * designer, at most one message an hour per search, batched.
 */
export const taskSavedSearches = pgTable(
  'task_saved_searches',
  {
    id: serial('id').primaryKey(),
    memberId: ref('member_id', () => members.id, { onDelete: 'cascade' }),
    filters: jsonb('filters').$type<SavedTaskFilters>().notNull(),
    /** tasks that started recruiting (paid) up to this moment were looked at already */
    seenUntil: ts('seen_until').notNull(),
    /** the last message about this search: the next comes an hour later at the earliest */
    toldAt: ts('told_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('task_saved_searches_member_idx').on(t.memberId, t.id)],
);

export type SavedSearchRow = typeof taskSavedSearches.$inferSelect;
