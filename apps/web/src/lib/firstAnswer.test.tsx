import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequester, isApiError, type Notifier } from './request';
import { FIRST_ANSWER_ID, FIRST_ANSWER_MS, takeFirstAnswer } from './firstAnswer';

/**
 * The first answer the server wrote into the document (decision 046), as the request helper uses it: the page's first
 * call is answered from it without a request — once, only for the same call, body and language, and only early in
 * the visit; every other call is asked as usual.
 */
const envelope = (data: unknown) => ({ errCode: 'success', success: true, data });
const silent: Notifier = { warning: () => {}, error: () => {}, notification: () => {}, redirect: () => {} };

/** Puts a document's first answer in the page and gives a requester that reads it, with its fetch counted. */
function pageWith(first: Record<string, unknown> | string) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = FIRST_ANSWER_ID;
  el.textContent = typeof first === 'string' ? first : JSON.stringify(first);
  document.head.append(el);
  const fetch = vi.fn(async () => new Response(JSON.stringify(envelope({ asked: true })), { status: 200 }));
  let since = 0;
  const r = createRequester({
    fetch: fetch as unknown as typeof globalThis.fetch,
    notifier: silent,
    lang: () => 'zh-CN',
    first: (call, body, lang) => takeFirstAnswer(call, body, lang, since),
  });
  return { r, fetch, later: (ms: number) => (since = ms) };
}

const list = { call: 'Taskcenter/getBusinesTask', body: JSON.stringify({ status: ['recruiting'], page: 1 }), lang: 'zh-CN', status: 200 };

afterEach(() => document.getElementById(FIRST_ANSWER_ID)?.remove());

describe("the document's first answer", () => {
  it('answers the same call, body and language once, without a request; the next ask goes to the server', async () => {
    const { r, fetch } = pageWith({ ...list, answer: envelope({ listItem: [{ id: 7 }] }) });
    expect(await r.call('Taskcenter/getBusinesTask', { status: ['recruiting'], page: 1 })).toEqual({ listItem: [{ id: 7 }] });
    expect(fetch).not.toHaveBeenCalled();
    expect(document.getElementById(FIRST_ANSWER_ID)).toBeNull();
    expect(await r.call('Taskcenter/getBusinesTask', { status: ['recruiting'], page: 1 })).toEqual({ asked: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('leaves another call, another body and another language to the server, and still answers its own call after them', async () => {
    const { r, fetch } = pageWith({ ...list, lang: 'en-US', answer: envelope({ listItem: [] }) });
    await r.call('Taskcenter/getBusinesTask', { status: ['recruiting'], page: 1 }); // the page runs in zh-CN
    await r.call('Taskcenter/getBusinesTask', { status: ['recruiting'], page: 2 });
    await r.call('Taskcenter/showBusinesTask', { id: 1 });
    expect(fetch).toHaveBeenCalledTimes(3);
    document.getElementById(FIRST_ANSWER_ID)?.remove();

    const zh = pageWith({ ...list, answer: envelope({ listItem: [] }) });
    await zh.r.call('Member/userInfo', {});
    expect(await zh.r.call('Taskcenter/getBusinesTask', { status: ['recruiting'], page: 1 })).toEqual({ listItem: [] });
  });

  it('is forgotten once the visit is older than a moment', async () => {
    const { r, fetch, later } = pageWith({ ...list, answer: envelope({ listItem: [] }) });
    later(FIRST_ANSWER_MS + 1);
    expect(await r.call('Taskcenter/getBusinesTask', { status: ['recruiting'], page: 1 })).toEqual({ asked: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives a refusal it carries as the refusal, and ignores a script it cannot read', async () => {
    const refused = pageWith({ ...list, status: 404, answer: { success: false, errorCode: 'TASK_NOT_FOUND', errorMessage: 'gone', showType: 0 } });
    const err = await refused.r.call('Taskcenter/getBusinesTask', { status: ['recruiting'], page: 1 }).catch((e: unknown) => e);
    expect(isApiError(err) && err.errorCode).toBe('TASK_NOT_FOUND');
    expect(refused.fetch).not.toHaveBeenCalled();

    const broken = pageWith('{not json');
    expect(await broken.r.call('Taskcenter/getBusinesTask', { status: ['recruiting'], page: 1 })).toEqual({ asked: true });
  });
});
