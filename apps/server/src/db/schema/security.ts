import { index, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { ref } from './columns.js';
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
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('security_events_member_idx').on(t.memberId, t.at)],
);
