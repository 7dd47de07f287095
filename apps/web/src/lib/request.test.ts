import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as shared from '@boothhub/shared';
import type { Call } from '@boothhub/shared';
import { ApiError, createRequester, type Notifier } from './request';
import { loadCatalogue, translate } from '../i18n/translate';

beforeAll(() => loadCatalogue('en-US'));

const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ errCode: 'success', success: true, data }), { status, headers: { 'content-type': 'application/json' } });
const fail = (errorCode: string, errorMessage: string, showType?: number, status = 400, details?: Record<string, unknown>) =>
  new Response(JSON.stringify({ errCode: 'failed', success: false, data: null, errorCode, errorMessage, showType, details }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function fakeNotifier() {
  const shown: Array<[string, ...string[]]> = [];
  const notifier: Notifier = {
    warning: (t) => shown.push(['warning', t]),
    error: (t) => shown.push(['error', t]),
    notification: (title, d) => shown.push(['notification', title, d]),
    redirect: (url) => shown.push(['redirect', url]),
  };
  return { shown, notifier };
}

function setup(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const { shown, notifier } = fakeNotifier();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => respond(String(input), init ?? {}));
  const r = createRequester({
    fetch: fetch as unknown as typeof globalThis.fetch,
    notifier,
    lang: () => 'en-US',
    text: (key, params) => translate('en-US', key, params),
  });
  return { r, fetch, shown };
}

async function caught(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('request helper: envelope', () => {
  it('POSTs the body as JSON with the language and same-origin credentials, and answers data', async () => {
    const { r, fetch, shown } = setup(() => ok({ cardno: '12345678' }));
    const data = await r.call('User/login', { phone: '13800000000', password: 'secret123' });
    expect(data).toEqual({ cardno: '12345678' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/User/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '13800000000', password: 'secret123' });
    expect((init?.headers as Record<string, string>)['Accept-Language']).toBe('en-US');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(shown).toEqual([]);
  });

  it('sends GET calls without a body', async () => {
    const { r, fetch } = setup(() => ok({ loggedIn: false }));
    expect(await r.call('User/loginCheck', undefined)).toEqual({ loggedIn: false });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/User/loginCheck');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('throws a business error as a typed ApiError carrying code, status, showType and details', async () => {
    const { r } = setup(() => fail('CODE_COOLDOWN', 'Please wait 42 seconds', 1, 429, { seconds: 42 }));
    const err = await caught(r.call('User/getCode', { phone: '13800000000', purpose: 'register' }));
    expect(err.kind).toBe('business');
    expect(err.name).toBe('BizError');
    expect(err.errorCode).toBe('CODE_COOLDOWN');
    expect(err.message).toBe('Please wait 42 seconds');
    expect(err.status).toBe(429);
    expect(err.showType).toBe(1);
    expect(err.details).toEqual({ seconds: 42 });
  });
});

describe('request helper: showType dispatch', () => {
  const cases: Array<[number | undefined, Array<[string, ...string[]]>]> = [
    [0, []],
    [1, [['warning', 'Boom']]],
    [2, [['error', 'Boom']]],
    [4, [['notification', 'SOME_CODE', 'Boom']]],
    [9, [['redirect', '/exception?errorCode=SOME_CODE&errorMessage=Boom']]],
    [undefined, [['error', 'Boom']]],
  ];
  for (const [showType, expected] of cases) {
    it(`showType ${showType ?? '(none)'} → ${expected[0]?.[0] ?? 'silent'}`, async () => {
      const { r, shown } = setup(() => fail('SOME_CODE', 'Boom', showType));
      await caught(r.call('Tipcenter/unread', {}));
      expect(shown).toEqual(expected);
    });
  }

  it('a caller that skips error handling gets the error and nothing is shown', async () => {
    const { r, shown } = setup(() => fail('SOME_CODE', 'Boom', 2));
    const err = await caught(r.call('Tipcenter/unread', {}, { skipErrorHandler: true }));
    expect(err.errorCode).toBe('SOME_CODE');
    expect(shown).toEqual([]);
  });

  it('an error without a message shows "Request error, please retry."', async () => {
    const { r, shown } = setup(() => fail('SOME_CODE', '', 2));
    const err = await caught(r.call('Tipcenter/unread', {}));
    expect(err.message).toBe('Request error, please retry.');
    expect(shown).toEqual([['error', 'Request error, please retry.']]);
  });

  it('a redirect escapes the query values', async () => {
    const { r, shown } = setup(() => fail('X', 'a&b=c ?', 9));
    await caught(r.call('Tipcenter/unread', {}));
    const url = new URL(shown[0]![1]!, 'http://x');
    expect(url.pathname).toBe('/exception');
    expect(url.searchParams.get('errorCode')).toBe('X');
    expect(url.searchParams.get('errorMessage')).toBe('a&b=c ?');
  });
});

describe('request helper: failures of the request itself', () => {
  const hang = (_url: string, init: RequestInit) =>
    new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

  it("times out with 'timeout of Nms exceeded' when a timeout is set", async () => {
    const { r, shown } = setup(hang);
    const err = await caught(r.call('Admin/dashboard', {}, { timeout: 30 }));
    expect(err.kind).toBe('timeout');
    expect(err.message).toBe('timeout of 30ms exceeded');
    expect(shown).toEqual([['error', 'timeout of 30ms exceeded']]);
  });

  it('has no fixed timeout by default', async () => {
    const { r } = setup(() => new Promise((res) => setTimeout(() => res(ok({ unread: 3 })), 80)));
    expect(await r.call('Tipcenter/unread', {})).toEqual({ unread: 3 });
  });

  it("a 2xx answer that is not JSON is 'JSON.parse fail'", async () => {
    const { r, shown } = setup(() => new Response('<html>oops</html>', { status: 200 }));
    const err = await caught(r.call('Tipcenter/unread', {}));
    expect(err.kind).toBe('parse');
    expect(err.message).toBe('JSON.parse fail');
    expect(shown).toEqual([['error', 'JSON.parse fail']]);
  });

  it("a 2xx JSON answer without an envelope is 'JSON.parse fail' too", async () => {
    const { r } = setup(() => new Response('{"hello":1}', { status: 200 }));
    expect((await caught(r.call('Tipcenter/unread', {}))).message).toBe('JSON.parse fail');
  });

  it("a non-2xx answer without an envelope is 'http error'", async () => {
    const { r, shown } = setup(() => new Response('Bad Gateway', { status: 502 }));
    const err = await caught(r.call('Tipcenter/unread', {}));
    expect(err.kind).toBe('http');
    expect(err.message).toBe('http error');
    expect(err.status).toBe(502);
    expect(shown).toEqual([['error', 'http error']]);
  });

  it('a non-2xx answer with an envelope is the business error it carries', async () => {
    const { r } = setup(() => fail('AUTH_REQUIRED', 'Please log in first.', 1, 401));
    const err = await caught(r.call('Tipcenter/unread', {}));
    expect(err.kind).toBe('business');
    expect(err.errorCode).toBe('AUTH_REQUIRED');
    expect(err.status).toBe(401);
  });

  it('a network failure is shown with the fallback text', async () => {
    const { r, shown } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const err = await caught(r.call('Tipcenter/unread', {}));
    expect(err.kind).toBe('network');
    expect(shown).toEqual([['error', 'Request error, please retry.']]);
  });
});

describe('request helper: the method of a call', () => {
  const calls = Object.values(shared).flatMap((ns) =>
    typeof ns === 'object' && ns !== null
      ? Object.values(ns).filter((v): v is Call => typeof v === 'object' && v !== null && 'path' in v && 'method' in v)
      : [],
  );

  it('is GET exactly for the calls without a body, as call() sends them', () => {
    expect(calls.length).toBeGreaterThan(100);
    const mismatched = calls.filter((c) => (c.method === 'GET') !== c.body.safeParse(undefined).success).map((c) => c.path);
    expect(mismatched).toEqual([]);
  });
});
