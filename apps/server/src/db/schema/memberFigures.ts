import { integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * A member's figures stamp (decision 091): moved by the database itself, in the writing transaction, whenever a row
 * behind one of Member/userInfo's slower figures changes — an invitation reward, an invitee, an evaluation given or
 * received, a payment PIN, a WeChat binding (the triggers of migration 0036). userInfo keeps those figures in the
 * process beside the stamp they were read at and reads them again only when the stamp moved (or a minute passed).
 */
export const memberFigureStamps = pgTable('member_figure_stamps', {
  /** no foreign key: the triggers write it inside other tables' writes, a member's deletion among them */
  memberId: integer('member_id').primaryKey(),
  stamp: integer('stamp').notNull().default(0),
});
