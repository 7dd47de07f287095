import { index, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { ref, ts } from './columns.js';
import { members } from './accounts.js';

/** What happened to a member's account security, shown on the security settings page (logins, password, PIN, WeChat). */
export const securityEvents = pgTable(
  'security_events',
  {
    id: serial('id').primaryKey(),
    memberId: ref('member_id', () => members.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('security_events_member_idx').on(t.memberId, t.at)],
);
