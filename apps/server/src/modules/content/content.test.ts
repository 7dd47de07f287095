import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, type Agent, type TestApp } from '../../../test/harness.js';
import { auditLog } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../platform/crypto.js';
import { createMember, updateMember } from '../accounts/members.service.js';
import { insertSession } from '../accounts/session.repository.js';
import { SESSION_COOKIE } from '../accounts/session.service.js';

let t: TestApp;
let admin: Agent;
let designer: Agent;
let anon: Agent;
let adminCardno: string;

async function agentFor(phone: string, role: 'designer' | 'admin') {
  const m = await createMember(t.app.ctx.db, { phone, password: 'Passw0rd1', role: 'designer' });
  if (role === 'admin') await updateMember(t.app.ctx.db, m.id, { role: 'admin' });
  const token = randomToken();
  await insertSession(t.app.ctx.db, { tokenHash: sha256(token), memberId: m.id, now: t.app.ctx.now() });
  const a = t.agent();
  a.cookies.set(SESSION_COOKIE, token);
  return { a, cardno: m.cardno };
}

const auditCount = async () => (await t.app.ctx.db.select({ n: count() }).from(auditLog))[0]!.n;
const page = (slug: string, over: Record<string, unknown> = {}) => ({
  slug,
  section: 'help',
  titleZh: `标题 ${slug}`,
  titleEn: `Title ${slug}`,
  bodyZh: '正文',
  bodyEn: 'Body',
  sort: 10,
  reason: 'initial help content',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  const a = await agentFor('13600000001', 'admin');
  admin = a.a;
  adminCardno = a.cardno;
  designer = (await agentFor('13600000002', 'designer')).a;
  anon = t.agent();
});
afterAll(async () => t?.close());

describe('content pages', () => {
  it('starts empty; unknown pages are PAGE_NOT_FOUND', async () => {
    expect((await anon.call('Content/helpList', {})).body.data).toEqual({ listItem: [] });
    const r = await anon.call('Content/page', { slug: 'about' });
    expect([r.status, r.body.errorCode]).toEqual([404, 'PAGE_NOT_FOUND']);
    const bad = await anon.call('Content/page', { slug: '../etc' });
    expect([bad.status, bad.body.errorCode, bad.body.details?.field]).toEqual([400, 'VALIDATION_FAILED', 'slug']);
  });

  it('admins create and edit pages; everyone reads them, help in display order; each save is audited', async () => {
    const before = await auditCount();
    const b = await admin.call('Admin/pageSave', page('withdrawals', { sort: 30 }));
    expect(b.status).toBe(200);
    expect(b.body.data).toMatchObject({ slug: 'withdrawals', section: 'help', titleEn: 'Title withdrawals', sort: 30 });
    await admin.call('Admin/pageSave', page('publish-a-task', { sort: 10 }));
    await admin.call('Admin/pageSave', page('about', { section: 'about', sort: 0, titleEn: 'About BoothHub' }));
    expect(await auditCount()).toBe(before + 3);

    const list = (await anon.call('Content/helpList', {})).body.data.listItem;
    expect(list.map((p: any) => p.slug)).toEqual(['publish-a-task', 'withdrawals']);
    expect(list[0]).toMatchObject({ titleZh: '标题 publish-a-task', bodyEn: 'Body', section: 'help' });
    expect((await designer.call('Content/page', { slug: 'about' })).body.data).toMatchObject({ section: 'about', titleEn: 'About BoothHub' });

    t.advance(60_000);
    const edit = await admin.call('Admin/pageSave', page('withdrawals', { sort: 5, bodyEn: 'Minimum 100.00 coins.', reason: 'new limit' }));
    expect(edit.body.data.bodyEn).toBe('Minimum 100.00 coins.');
    expect(new Date(edit.body.data.updatedAt).getTime()).toBeGreaterThan(new Date(b.body.data.updatedAt).getTime());
    expect((await anon.call('Content/helpList', {})).body.data.listItem.map((p: any) => p.slug)).toEqual(['withdrawals', 'publish-a-task']);

    const entries = (await admin.call('Admin/auditList', { action: 'content' })).body.data.listItem;
    expect(entries[0]).toMatchObject({
      actor: adminCardno,
      action: 'content.page_save',
      target: 'page:withdrawals',
      reason: 'new limit',
      detail: { created: false },
    });
    expect(entries.at(-1)).toMatchObject({ target: 'page:withdrawals', reason: 'initial help content', detail: { created: true, section: 'help' } });

    const all = (await admin.call('Admin/pageList', {})).body.data.listItem;
    expect(all.map((p: any) => p.slug)).toEqual(['about', 'withdrawals', 'publish-a-task']);
  });

  it('refuses a missing reason, a bad slug and the about slug outside section about; nothing changes', async () => {
    const before = await auditCount();
    const noReason = await admin.call('Admin/pageSave', { ...page('new-page'), reason: undefined });
    expect([noReason.status, noReason.body.errorCode, noReason.body.details?.field]).toEqual([400, 'VALIDATION_FAILED', 'reason']);
    const badSlug = await admin.call('Admin/pageSave', page('New Page'));
    expect([badSlug.status, badSlug.body.details?.field]).toEqual([400, 'slug']);
    const noTitle = await admin.call('Admin/pageSave', page('new-page', { titleEn: ' ' }));
    expect([noTitle.status, noTitle.body.details?.field]).toEqual([400, 'titleEn']);
    const aboutInHelp = await admin.call('Admin/pageSave', page('about', { section: 'help' }));
    expect([aboutInHelp.status, aboutInHelp.body.errorCode, aboutInHelp.body.details?.field]).toEqual([400, 'VALIDATION_FAILED', 'section']);
    expect(await auditCount()).toBe(before);
    expect((await anon.call('Content/page', { slug: 'new-page' })).status).toBe(404);
    expect((await anon.call('Content/page', { slug: 'about' })).body.data.section).toBe('about');
  });

  it('deletes a page (audited); deleting a missing page is PAGE_NOT_FOUND', async () => {
    await admin.call('Admin/pageSave', page('old-page'));
    const noReason = await admin.call('Admin/pageDelete', { slug: 'old-page' });
    expect([noReason.status, noReason.body.details?.field]).toEqual([400, 'reason']);
    const del = await admin.call('Admin/pageDelete', { slug: 'old-page', reason: 'outdated' });
    expect([del.status, del.body.data]).toEqual([200, null]);
    expect((await anon.call('Content/page', { slug: 'old-page' })).body.errorCode).toBe('PAGE_NOT_FOUND');
    expect((await admin.call('Admin/auditList', { action: 'content.page_delete' })).body.data.listItem[0]).toMatchObject({
      target: 'page:old-page',
      reason: 'outdated',
    });
    const before = await auditCount();
    const again = await admin.call('Admin/pageDelete', { slug: 'old-page', reason: 'outdated' });
    expect([again.status, again.body.errorCode]).toEqual([404, 'PAGE_NOT_FOUND']);
    expect(await auditCount()).toBe(before);
  });

  it('only admins edit: designer FORBIDDEN, anonymous AUTH_REQUIRED', async () => {
    for (const [who, status, code] of [
      [designer, 403, 'FORBIDDEN'],
      [anon, 401, 'AUTH_REQUIRED'],
    ] as const) {
      const r = await who.call('Admin/pageSave', page('about', { section: 'about', titleEn: 'Hacked' }));
      expect([r.status, r.body.errorCode]).toEqual([status, code]);
      const d = await who.call('Admin/pageDelete', { slug: 'about', reason: 'x' });
      expect([d.status, d.body.errorCode]).toEqual([status, code]);
    }
    expect((await anon.call('Content/page', { slug: 'about' })).body.data.titleEn).toBe('About BoothHub');
  });
});
