// @engine-parity: what each engine refuses or changes in JSON and text columns (lone surrogates, NUL)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';
import { actor, ok, taskBody, topUp, type Actor } from '../src/modules/tasks/tasks.fixtures.js';
import { buyBody, serviceOf } from '../src/modules/services/services.fixtures.js';
import { modelBody } from '../src/modules/models/models.fixtures.js';
import { pubBody } from '../src/modules/exhibitions/exhibitions.fixtures.js';
import { venueBody } from '../src/modules/conventions/conventions.fixtures.js';

/**
 * Text the database cannot store (issue 31 item 7): a lone UTF-16 surrogate
 * made jsonb refuse the row (500) and plain text columns keep U+FFFD instead
 * of what was sent; a NUL made PostgreSQL refuse the text (500), also in a
 * path. Every string of every call is the contracts' one string type
 * (packages/shared/src/fields.ts `str`), which refuses both with the usual
 * 400 VALIDATION_FAILED naming the field.
 */
let t: TestApp;
let business: Actor, designer: Actor, admin: Actor, other: Actor;
beforeAll(async () => {
  t = await createTestApp();
  [business, designer, admin, other] = await Promise.all([actor(t, 'business'), actor(t, 'designer'), actor(t, 'admin'), actor(t, 'business')]);
});
afterAll(async () => t?.close());

const LONE = '\ud800';
const refused = (res: { status: number; body: any }, field: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ errCode: 'failed', success: false, errorCode: 'VALIDATION_FAILED', data: null, details: { field } });
};

describe('a lone surrogate in a field stored as JSON', () => {
  it('Taskcenter/businessTaskPub and businessTaskEdit conts.name', async () => {
    refused(
      await business.agent.call('Taskcenter/businessTaskPub', taskBody(t, { conts: { name: `王${LONE}`, phone: '13912345678' } })),
      'conts.name',
    );
    const { id } = await ok(business.agent.call('Taskcenter/businessTaskPub', taskBody(t)));
    refused(await business.agent.call('Taskcenter/businessTaskEdit', { id, conts: { name: `${LONE}王`, phone: '13912345678' } }), 'conts.name');
  });

  it('Service/serviceBuy conts.name', async () => {
    const id = await serviceOf(t, designer);
    await topUp(business, 1_000_000);
    refused(
      await business.agent.call('Service/serviceBuy', buyBody(t, id, 300_000, { conts: { name: `王${LONE}`, phone: '13912345678' } }), {
        'idempotency-key': 'lone-surrogate-buy',
      }),
      'conts.name',
    );
  });

  it('Modelcenter/uploadModel tags', async () => {
    refused(await designer.agent.call('Modelcenter/uploadModel', await modelBody(t, designer, { tags: ['展台', `b${LONE}`] })), 'tags.1');
  });

  it('Article/huizhanPub rules.fireNotes', async () => {
    refused(await business.agent.call('Article/huizhanPub', pubBody(t, { rules: { fireNotes: `消防${LONE}` } })), 'rules.fireNotes');
  });

  it('Admin/venueSave name and city', async () => {
    refused(await admin.agent.call('Admin/venueSave', venueBody({ name: `会展${LONE}中心` })), 'name');
    refused(await admin.agent.call('Admin/venueSave', venueBody({ city: `上${LONE}` })), 'city');
  });

  it("an admin's reason (kept in the audit log)", async () => {
    refused(await admin.agent.call('Admin/memberBan', { cardno: other.cardno, banned: true, reason: `spam${LONE}` }), 'reason');
    refused(await admin.agent.call('Admin/memberBan', { cardno: other.cardno, banned: true, reason: `spam\udc00x` }), 'reason');
  });
});

describe('a lone surrogate in plain text, and a NUL', () => {
  it('is refused, not stored as U+FFFD', async () => {
    refused(await business.agent.call('Member/updateBaseInfo', { nickname: `王${LONE}` }), 'nickname');
    const info = await business.agent.call('Member/userInfo', {});
    expect(info.body.data.nickname).not.toContain('\ufffd');
  });

  it('a pair of surrogates (an emoji) is text and kept as sent', async () => {
    const res = await business.agent.call('Member/updateBaseInfo', { nickname: '王😀' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.nickname).toBe('王😀');
  });

  it('Admin/articleSave contentEn with a NUL', async () => {
    const body = {
      category: 'guides',
      title: '标题',
      titleEn: 'Title',
      summary: '摘要',
      summaryEn: 'Summary',
      content: '<p>x</p>',
      tags: [],
      status: 'draft',
    };
    refused(await admin.agent.call('Admin/articleSave', { ...body, contentEn: '<p>a\u0000b</p>' }), 'contentEn');
    refused(await admin.agent.call('Admin/articleSave', { ...body, contentEn: `<p>${LONE}</p>` }), 'contentEn');
    // multi-line text keeps its line breaks and tabs
    expect((await admin.agent.call('Admin/articleSave', { ...body, contentEn: '<p>a</p>\r\n\t<p>b</p>' })).status).toBe(200);
  });
});

describe('path parameters', () => {
  it.each([
    '/api/Gallery/image/%00',
    '/api/Gallery/image/a%01b',
    '/api/File/public/%00',
    '/api/File/private/%00?exp=1&sig=x',
    '/api/File/private/abc?exp=%00&sig=x',
    '/api/Common/downloadHzImg/%00.zip',
  ])('GET %s answers 400 in the envelope, anonymous', async (url) => {
    const res = await t.agent().get(url);
    expect(res.status, res.raw.body).toBe(400);
    expect(res.body).toMatchObject({ errCode: 'failed', success: false, errorCode: 'VALIDATION_FAILED', data: null });
  });

  it.each(['/api/Taskcenter/preview/1/%00', '/api/Taskcenter/model/1/%00/preview'])(
    'GET %s answers 400 in the envelope, as a member',
    async (url) => {
      const res = await business.agent.get(url);
      expect(res.status, res.raw.body).toBe(400);
      expect(res.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', details: { field: 'fileId' } });
    },
  );

  it('an unknown file id is a 404 in the envelope', async () => {
    const res = await t.agent().get('/api/Gallery/image/nope');
    expect(res.status, res.raw.body).toBe(404);
    expect(res.body).toMatchObject({ errCode: 'failed', success: false, data: null });
  });
});
