import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { anyMember, createMember, updateMember, type MemberRow } from '../accounts/members.service.js';
import { audit } from '../admin/audit.service.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKey } from './demo.accounts.js';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKey } from './demo.accounts.js';

/** The demo members, as created: steps use their ids. */
export type DemoMembers = Record<DemoAccountKey, MemberRow>;

/**
 * One module's demo data. Steps run in order, in the one transaction that
 * created the demo accounts, only on an empty database. A module adds its own
 * (wallet top-ups, tasks in each state …) by exporting a step from its
 * `<module>.demo.ts` and adding it to `demoSeedSteps` in `modules/index.ts`
 * (one line); the app hands that list to `seedDemoData`.
 */
export interface DemoSeedStep {
  name: string;
  run(db: Db, ctx: AppContext, members: DemoMembers, now: Date): Promise<void>;
}

/** any 64-bit number; serialises demo seeding when several instances start together */
const DEMO_LOCK = 7_411_002_002;

async function createDemoAccounts(db: Db, now: Date): Promise<DemoMembers> {
  const created = {} as DemoMembers;
  for (const key of Object.keys(DEMO_ACCOUNTS) as DemoAccountKey[]) {
    const a = DEMO_ACCOUNTS[key];
    // admins are made, never registered: created as a designer, then granted
    const m = await createMember(db, { phone: a.phone, password: DEMO_PASSWORD, role: 'designer', nickname: a.nickname }, now);
    created[key] = await updateMember(db, m.id, { role: a.role, prov: a.prov, strt: a.strt, descr: a.descr, updatedAt: now });
    if (a.role === 'admin') {
      await audit(db, { actorId: m.id, action: 'member.grant_admin', target: m.cardno, reason: 'demo data', detail: { from: 'designer' } }, now);
    }
  }
  return created;
}

/**
 * Demo accounts and content (DEMO_DATA=1), on an empty database only: when any
 * member exists nothing is touched, so a second start changes nothing.
 * Returns whether it seeded.
 */
export async function seedDemoData(ctx: AppContext, log: FastifyBaseLogger, steps: readonly DemoSeedStep[]): Promise<boolean> {
  const now = ctx.now();
  const seeded = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK})`);
    if (await anyMember(tx)) return false;
    const members = await createDemoAccounts(tx, now);
    for (const step of steps) await step.run(tx, ctx, members, now);
    return true;
  });
  if (seeded) {
    log.info(
      { accounts: Object.values(DEMO_ACCOUNTS).map((a) => ({ role: a.role, phone: a.phone })), steps: steps.map((s) => s.name) },
      `demo data created; every demo account's password is ${DEMO_PASSWORD}`,
    );
  } else {
    log.debug('demo data skipped: the database already has members');
  }
  return seeded;
}
