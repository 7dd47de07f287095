import { describe, expect, it } from 'vitest';
import type { Agent } from '../../../test/harness.js';
import { ok, taskIn, worldForTests } from './tasks.fixtures.js';

/**
 * A task's detail is the same for every visitor (no session), so a visitor's answer is kept a moment
 * (registerCall's `shared: 'visitors'`, platform/answer-cache.ts; 60 s here so that only a write can make it change);
 * a member's answer is always their own. What a client observes: a visitor's repeated detail is the same bytes, every
 * write of the server shows in the very next one, and no member is ever answered the visitor's view.
 */
const s = worldForTests({ ANSWER_CACHE_MS: '60000' });

const show = (agent: Agent, id: number, lang?: string) => agent.call('Taskcenter/showBusinesTask', { id }, lang ? { 'accept-language': lang } : {});
/** the kept JSON of a visitor's detail in Chinese, if any (the key platform/calls.ts keeps it under) */
const keptAnswer = (id: number) => s.t.app.ctx.answers.get(`Taskcenter/showBusinesTask\nzh-CN\n${JSON.stringify({ id })}`);
/** the parts of an answer that are the same for everyone who is not a party */
const publicPart = (d: any) => ({ detail: d.detail, orbits: d.orbits, newdoc: d.newdoc, exhibition: d.exhibition });

describe("a visitor's task detail, kept a moment", () => {
  it('answers a repeated detail with the same bytes, and shows a write at once', async () => {
    const id = await taskIn(s.w, 'recruiting');
    expect(keptAnswer(id)).toBeUndefined();
    const first = await show(s.t.agent(), id);
    expect(keptAnswer(id)).toBe(JSON.stringify(first.body));
    const again = await show(s.t.agent(), id);
    expect(again.status).toBe(200);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(first.body));
    expect(first.body.data).toMatchObject({ relation: 'anonymous', fav: false, mySignup: null, detail: { id, signups: 2, conts: null } });

    await ok(s.w.stranger.agent.call('Taskcenter/designerSignup', { id, message: '可以按时交付。', days: 5 }));
    expect(keptAnswer(id)).toBeUndefined();
    expect((await ok(show(s.t.agent(), id))).detail.signups).toBe(3);
    await ok(s.w.publisher.agent.call('Taskcenter/businessTaskEdit', { id, tips: '新增：需要一个吧台。' }));
    expect((await ok(show(s.t.agent(), id))).detail.tips).toBe('新增：需要一个吧台。');
    await ok(s.w.publisher.agent.call('Taskcenter/businessSelect', { id, cardno: s.w.designer.cardno }));
    const selected = await ok(show(s.t.agent(), id));
    expect(selected.detail).toMatchObject({ status: 'in_progress', designer: s.w.designer.cardno });
    expect(selected.orbits.at(-1)).toMatchObject({ to: 'in_progress' });
  });

  it('never answers a member with the visitor’s view, nor a visitor with a member’s', async () => {
    const id = await taskIn(s.w, 'recruiting');
    const visitor = await ok(show(s.t.agent(), id)); // kept from here on
    const keptJson = keptAnswer(id);
    const publisher = await ok(show(s.w.publisher.agent, id));
    expect(publisher).toMatchObject({ relation: 'publisher', detail: { conts: expect.any(Object) } });
    expect(publisher.signups).toHaveLength(2);
    const applicant = await ok(show(s.w.applicant.agent, id));
    expect(applicant).toMatchObject({ relation: 'applicant', mySignup: { status: 'active' }, can: { withdrawSignup: true, signUp: false } });
    expect(keptAnswer(id)).toBe(keptJson); // a member's answer is never kept in the visitor's place
    await ok(s.w.stranger.agent.call('Myfavorite/bTaskFvr', { id, fav: true }));
    const stranger = await ok(show(s.w.stranger.agent, id));
    expect(stranger).toMatchObject({ relation: 'other', fav: true, mySignup: null, can: { signUp: true } });
    // a visitor after them still gets the visitor's view, with nothing of theirs (the favourite, a write, emptied the cache)
    expect(keptJson).toBeDefined();
    const after = await ok(show(s.t.agent(), id));
    expect(after).toMatchObject({ relation: 'anonymous', fav: false, mySignup: null, detail: { conts: null, attach: null } });
    expect(after.signups).toBeUndefined();
    expect(Object.values(after.can).every((v) => v === false)).toBe(true);
    expect(publicPart(after)).toEqual(publicPart(visitor));
  });

  it('is what the server computes for the same task: a member who is not a party, and a banned one, see the same public part', async () => {
    const id = await taskIn(s.w, 'in_progress');
    const kept = await ok(show(s.t.agent(), id));
    const keptAgain = await ok(show(s.t.agent(), id));
    expect(keptAgain).toEqual(kept);
    // a banned member is shown the visitor's view, computed (never served from the cache: they have a session)
    expect(await ok(show(s.w.banned.agent, id))).toEqual(kept);
    expect(publicPart(await ok(show(s.w.stranger.agent, id)))).toEqual(publicPart(kept));
    expect(publicPart(await ok(show(s.w.applicant.agent, id)))).toEqual(publicPart(kept));
  });

  it('keeps languages and tasks apart, and still refuses a bad body or a draft', async () => {
    const a = await taskIn(s.w, 'recruiting');
    const b = await taskIn(s.w, 'recruiting');
    expect((await ok(show(s.t.agent(), a))).detail.id).toBe(a);
    expect((await ok(show(s.t.agent(), b))).detail.id).toBe(b);
    expect((await ok(show(s.t.agent(), a, 'en-US'))).detail.id).toBe(a);
    const bad = await s.t.agent().call('Taskcenter/showBusinesTask', { id: 'x' });
    expect({ status: bad.status, code: bad.body.errorCode }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    // a member's session check reads the task with the session before the body's check: an id past the database's
    // integer is the body check's refusal, never the database's error
    for (const id of [2_147_483_648, 1e20, 0, -1, 1.5]) {
      const member = await s.w.publisher.agent.call('Taskcenter/showBusinesTask', { id });
      expect({ id, status: member.status, code: member.body.errorCode }).toEqual({ id, status: 400, code: 'VALIDATION_FAILED' });
    }
    const draft = await taskIn(s.w, 'unpaid');
    expect((await show(s.t.agent(), draft)).body.errorCode).toBe('TASK_NOT_FOUND');
    expect((await ok(show(s.w.publisher.agent, draft))).detail.status).toBe('unpaid');
    expect((await show(s.t.agent(), draft)).body.errorCode).toBe('TASK_NOT_FOUND');
  });
});
