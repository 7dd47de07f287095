import { Readable } from 'node:stream';
import type { Config } from '../../config.js';
import { AppError } from '../../platform/app-error.js';

/**
 * WeChat's open-platform API (website login): code → access token + openid,
 * then the user's nickname and avatar. The app secret, the code and the token
 * travel only in these requests and are never logged or returned.
 */
type WechatConfig = Config['wechat'];
const TIMEOUT_MS = 10_000;
/** errcodes meaning "this code cannot be used": invalid, already used, expired */
const CODE_ERRORS = new Set([40029, 40163, 42003]);

export interface WechatUser {
  openid: string;
  unionid?: string;
  nickname: string;
  headimgurl: string;
}

async function getJson(url: URL): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    body = await res.json();
  } catch {
    throw new AppError('WECHAT_UNAVAILABLE', { errcode: 'network' });
  }
  if (!body || typeof body !== 'object') throw new AppError('WECHAT_UNAVAILABLE', { errcode: 'response' });
  const answer = body as Record<string, unknown>;
  const errcode = Number(answer.errcode ?? 0);
  if (errcode !== 0) {
    if (CODE_ERRORS.has(errcode)) throw new AppError('WECHAT_CODE_INVALID', {}, { errcode });
    throw new AppError('WECHAT_UNAVAILABLE', { errcode }, { errcode });
  }
  return answer;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The user who allowed the login behind `code` (single use at WeChat). */
export async function userForCode(wx: WechatConfig, code: string): Promise<WechatUser> {
  const tokenUrl = new URL('/sns/oauth2/access_token', wx.apiBase);
  tokenUrl.search = new URLSearchParams({ appid: wx.appId ?? '', secret: wx.appSecret ?? '', code, grant_type: 'authorization_code' }).toString();
  const token = await getJson(tokenUrl);
  const accessToken = text(token.access_token);
  const openid = text(token.openid);
  if (!accessToken || !openid || openid.length > 64) throw new AppError('WECHAT_UNAVAILABLE', { errcode: 'response' });
  const infoUrl = new URL('/sns/userinfo', wx.apiBase);
  infoUrl.search = new URLSearchParams({ access_token: accessToken, openid }).toString();
  const info = await getJson(infoUrl);
  const unionid = text(info.unionid) || text(token.unionid);
  return {
    openid,
    ...(unionid ? { unionid: unionid.slice(0, 64) } : {}),
    nickname: text(info.nickname).trim().slice(0, 60),
    headimgurl: text(info.headimgurl).slice(0, 500),
  };
}

/** The WeChat avatar's bytes, to be stored as our own file (never hot-linked); undefined when it cannot be fetched. */
export async function fetchAvatar(headimgurl: string): Promise<Readable | undefined> {
  if (!/^https?:\/\//i.test(headimgurl)) return undefined;
  try {
    const res = await fetch(headimgurl, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
    if (!res.ok || !res.body) return undefined;
    return Readable.fromWeb(res.body as import('node:stream/web').ReadableStream);
  } catch {
    return undefined;
  }
}

/** WeChat's authorize page for website login (QR code), coming back to our callback page with code and state. */
export function authorizeUrl(wx: WechatConfig, redirectUri: string, state: string): string {
  const url = new URL('/connect/qrconnect', wx.openBase);
  url.search = new URLSearchParams({
    appid: wx.appId ?? '',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'snsapi_login',
    state,
  }).toString();
  return `${url.toString()}#wechat_redirect`;
}
