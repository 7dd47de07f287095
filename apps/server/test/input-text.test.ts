// @engine-parity: text each engine refuses or changes (NUL, surrogates)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';
import { actor, type Actor } from '../src/modules/tasks/tasks.fixtures.js';

/**
 * Control characters in text (issue 15 item 3): a NUL used to reach
 * PostgreSQL and answer 500. Every text field refuses them with a 400 that
 * names the field; line breaks and tabs stay allowed in multi-line text.
 */
let t: TestApp;
let member: Actor;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  member = await actor(t, 'business');
  admin = await actor(t, 'admin');
});
afterAll(async () => t?.close());

const refused = (res: { status: number; body: any }, field: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ errCode: 'failed', success: false, errorCode: 'VALIDATION_FAILED', details: { field } });
};

describe('control characters in text', () => {
  it.each(['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\n'])('the anonymous task list city filter refuses %j', async (ch) => {
    refused(await t.agent().call('Taskcenter/getBusinesTask', { city: `上${ch}海` }), 'city');
  });

  it('profile, complaint, chat, admin keyword and reason fields name the field', async () => {
    refused(await member.agent.call('Member/updateBaseInfo', { nickname: 'a\u0000b' }), 'nickname');
    refused(await member.agent.call('Member/updateBaseInfo', { descr: 'about\u0000me' }), 'descr');
    refused(
      await member.agent.call('Complain/complainAdd', { taskId: 1, category: 'delay', content: '设计师迟迟没有交付\u0000任何方案。' }),
      'content',
    );
    refused(await member.agent.call('Taskcenter/chatPost', { id: 1, content: 'hi\u0000' }), 'content');
    refused(await admin.agent.call('Admin/memberList', { keyword: '\u0000' }), 'keyword');
    refused(await admin.agent.call('Admin/complainDecide', { id: 1, decision: 'business', reason: 'ok\u0000' }), 'reason');
  });

  it('keeps line breaks and tabs in multi-line text, and stores the text as sent', async () => {
    const descr = '第一行\n\tsecond line';
    const res = await member.agent.call('Member/updateBaseInfo', { descr });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.descr).toBe(descr);
  });
});
