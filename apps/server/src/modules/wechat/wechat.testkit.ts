/**
 * Helpers for the WeChat tests: a test app whose WECHAT_* point at a running
 * stand-in (src/dev/wechat-standin.ts), and the browser's trip through
 * WeChat's authorize page, done over real HTTP like a browser would.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type Agent, type TestApp } from '../../../test/harness.js';
import { startWechatStandin, type WechatStandin } from '../../dev/wechat-standin.js';

export const APP_ID = 'wxtestappid0001';
export const APP_SECRET = 'standin-app-secret-0001';

export async function createWechatTestApp(): Promise<{ t: TestApp; wx: WechatStandin }> {
  const wx = await startWechatStandin({ appId: APP_ID, appSecret: APP_SECRET });
  const t = await createTestApp({
    PUBLIC_URL: 'http://boothhub.test',
    WECHAT_APP_ID: APP_ID,
    WECHAT_APP_SECRET: APP_SECRET,
    WECHAT_API_BASE: wx.url,
    WECHAT_OPEN_BASE: wx.url,
  });
  return { t, wx };
}

/** One WeChat test app (and stand-in) for the test file: started before its tests, closed after. */
export function withWechatApp(): { t: TestApp; wx: WechatStandin } {
  const env = {} as { t: TestApp; wx: WechatStandin };
  beforeAll(async () => {
    Object.assign(env, await createWechatTestApp());
  });
  afterAll(async () => {
    await env.t?.close();
    await env.wx?.close();
  });
  return env;
}

/** Wechat/login in this browser, then "scan and allow" as `openid` at the stand-in: the code and state WeChat sends back. */
export async function authorize(agent: Agent, openid: string, opts: { bind?: boolean } = {}): Promise<{ code: string; state: string }> {
  const started = await agent.call('Wechat/login', opts.bind ? { bind: true } : {});
  if (started.status !== 200) throw new Error(`Wechat/login failed: ${JSON.stringify(started.body)}`);
  const url = new URL(started.body.data.url as string);
  url.searchParams.set('user', openid);
  const res = await fetch(url, { redirect: 'manual' });
  const back = new URL(res.headers.get('location') ?? '');
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

/** The whole trip: authorize, then the callback page's Wechat/wxLogin. */
export async function wechatLogin(agent: Agent, openid: string, opts: { bind?: boolean } = {}) {
  const { code, state } = await authorize(agent, openid, opts);
  return agent.call('Wechat/wxLogin', { code, state });
}

let openidSeq = 0;
export const newOpenid = () => `o_test_${process.pid}_${++openidSeq}`;
