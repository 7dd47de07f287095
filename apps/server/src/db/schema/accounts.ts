import { boolean, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { ref, ts } from './columns.js';

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    cardno: varchar('cardno', { length: 8 }).notNull().unique(),
    phone: varchar('phone', { length: 20 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** false for a member created by WeChat login until they set a password (reset) */
    passwordSet: boolean('password_set').notNull().default(true),
    role: varchar('role', { length: 16 }).notNull().default('designer'),
    nickname: varchar('nickname', { length: 60 }).notNull(),
    userlogo: varchar('userlogo', { length: 64 }),
    sex: varchar('sex', { length: 8 }).notNull().default('unknown'),
    prov: varchar('prov', { length: 60 }).notNull().default(''),
    strt: varchar('strt', { length: 60 }).notNull().default(''),
    addr: varchar('addr', { length: 200 }).notNull().default(''),
    descr: text('descr').notNull().default(''),
    inviteCode: varchar('invite_code', { length: 16 }).notNull().unique(),
    invitedBy: integer('invited_by'),
    banned: boolean('banned').notNull().default(false),
    points: integer('points').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('members_invited_by_idx').on(t.invitedBy), index('members_role_idx').on(t.role)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    memberId: ref('member_id', () => members.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 20 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.purpose, t.createdAt), index('sms_codes_ip_idx').on(t.ip, t.createdAt)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 20 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('login_attempts_phone_idx').on(t.phone, t.at), index('login_attempts_ip_idx').on(t.ip, t.at)],
);

export const resetTokens = pgTable('reset_tokens', {
  id: serial('id').primaryKey(),
  memberId: ref('member_id', () => members.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});
