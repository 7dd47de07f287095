import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { members } from './accounts.js';

/** A member's WeChat (one each; an openid belongs to one member). The openid never leaves the server. */
export const wechatBindings = pgTable('wechat_bindings', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  openid: varchar('openid', { length: 64 }).notNull().unique(),
  unionid: varchar('unionid', { length: 64 }),
  nickname: varchar('nickname', { length: 100 }).notNull().default(''),
  boundAt: ts('bound_at').notNull().defaultNow(),
});

/**
 * The `state` of one WeChat authorize URL: only its hash, the hash of the
 * browser cookie it was issued to, single use, 10 minutes. `memberId` is set
 * when a logged-in member binds WeChat from the security settings.
 */
export const wechatStates = pgTable(
  'wechat_states',
  {
    id: serial('id').primaryKey(),
    stateHash: varchar('state_hash', { length: 64 }).notNull().unique(),
    browserHash: varchar('browser_hash', { length: 64 }).notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('wechat_states_expires_idx').on(t.expiresAt)],
);

/** A WeChat identity read from WeChat, waiting for a phone (Wechat/bindMobile) in the browser it came to. */
export const wechatPending = pgTable(
  'wechat_pending',
  {
    id: serial('id').primaryKey(),
    browserHash: varchar('browser_hash', { length: 64 }).notNull(),
    openid: varchar('openid', { length: 64 }).notNull(),
    unionid: varchar('unionid', { length: 64 }),
    nickname: varchar('nickname', { length: 100 }).notNull().default(''),
    headimgurl: varchar('headimgurl', { length: 500 }).notNull().default(''),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('wechat_pending_browser_idx').on(t.browserHash)],
);
