// @engine-parity: the embedded start with demo data
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { onPostgres } from '../../../test/database.js';
import { auditLog, contentPages, members } from '../../db/schema/index.js';
import { createMember } from '../accounts/members.service.js';
import { demoSeedSteps } from '../index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './demo.service.js';

const counts = async (t: TestApp) => {
  const db = t.app.ctx.db;
  const [m] = await db.select({ n: count() }).from(members);
  const [p] = await db.select({ n: count() }).from(contentPages);
  const [a] = await db.select({ n: count() }).from(auditLog);
  return { members: m!.n, pages: p!.n, audit: a!.n };
};

/** the three demo accounts and the ten demo factories (factories.demo.ts) */
/** the three demo accounts, 20 demo designers with portfolios and their past client, and 10 demo factories */
const DEMO_MEMBERS = 3 + 21 + 10;

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('creates the three demo accounts and the help and about pages on an empty database', async () => {
    expect(await seedDemoData(t.app.ctx, t.app.log, demoSeedSteps)).toBe(true);
    expect(await counts(t)).toEqual({ members: DEMO_MEMBERS, pages: 5, audit: 1 });

    for (const key of ['designer', 'business', 'admin'] as const) {
      const a = t.agent();
      const spec = DEMO_ACCOUNTS[key];
      const login = await a.call('User/login', { phone: spec.phone, password: DEMO_PASSWORD });
      expect(login.status).toBe(200);
      const info = (await a.call('Member/userInfo', {})).body.data;
      expect(info).toMatchObject({ role: key, nickname: spec.nickname, prov: spec.prov, strt: spec.strt, descr: spec.descr, mobile: spec.phone });
      const dash = await a.call('Admin/dashboard', {});
      expect(dash.status).toBe(key === 'admin' ? 200 : 403);
    }

    const help = (await t.agent().call('Content/helpList', {})).body.data.listItem;
    expect(help.map((p: any) => p.slug)).toEqual(['publish-a-task', 'designer-payment', 'withdrawals', 'account-security']);
    for (const p of help) {
      expect(p.titleZh.length).toBeGreaterThan(0);
      expect(p.titleEn.length).toBeGreaterThan(0);
      expect(p.bodyZh.length).toBeGreaterThan(100);
      expect(p.bodyEn.length).toBeGreaterThan(100);
    }
    const about = (await t.agent().call('Content/page', { slug: 'about' })).body.data;
    expect(about).toMatchObject({ section: 'about', titleEn: 'About BoothHub' });

    // the catalogue is alive on the home page: its live figures count what the demo created
    const figures = (await t.agent().call('Common/siteCounts', {})).body.data;
    expect(figures.venue).toBe(22);
    expect(figures.exhibition).toBeGreaterThanOrEqual(30);
    expect(figures.convention).toBeGreaterThanOrEqual(20);
    expect(figures.task).toBeGreaterThan(0);

    const admin = t.agent();
    await admin.call('User/login', { phone: DEMO_ACCOUNTS.admin.phone, password: DEMO_PASSWORD });
    const audit = (await admin.call('Admin/auditList', {})).body.data.listItem;
    expect(audit).toEqual([expect.objectContaining({ action: 'member.grant_admin', reason: 'demo data' })]);
  });

  it('changes nothing on a second start, even after content was edited', async () => {
    const admin = t.agent();
    await admin.call('User/login', { phone: DEMO_ACCOUNTS.admin.phone, password: DEMO_PASSWORD });
    await admin.call('Admin/pageDelete', { slug: 'withdrawals', reason: 'rewrite' });
    const before = await counts(t);
    const membersBefore = await t.app.ctx.db.select().from(members);
    expect(await seedDemoData(t.app.ctx, t.app.log, demoSeedSteps)).toBe(false);
    expect(await counts(t)).toEqual(before);
    expect(await t.app.ctx.db.select().from(members)).toEqual(membersBefore);
    expect((await t.agent().call('Content/page', { slug: 'withdrawals' })).status).toBe(404);
  });
});

describe('demo data on a database that already has members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('touches nothing', async () => {
    await createMember(t.app.ctx.db, { phone: '13900000000', password: 'Passw0rd1', role: 'business' });
    expect(await seedDemoData(t.app.ctx, t.app.log, demoSeedSteps)).toBe(false);
    expect(await counts(t)).toEqual({ members: 1, pages: 0, audit: 0 });
  });

  it.runIf(onPostgres())('seeds exactly once when instances start together', async () => {
    const t2 = await createTestApp();
    try {
      const results = await Promise.all([1, 2, 3].map(() => seedDemoData(t2.app.ctx, t2.app.log, demoSeedSteps)));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await counts(t2)).toEqual({ members: DEMO_MEMBERS, pages: 5, audit: 1 });
    } finally {
      await t2.close();
    }
  });
});
