/**
 * A stand-in for WeChat's open platform (website login, snsapi_login), for
 * tests and the browser tests: a real HTTP server speaking WeChat's protocol.
 *
 * - GET /connect/qrconnect?appid&redirect_uri&response_type=code&scope=snsapi_login&state[&user=openid]
 *   with `user`: redirects at once to redirect_uri?code&state (the user "scanned and allowed");
 *   without: a page with one "allow" link per test user.
 * - GET /sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code
 *   → {access_token, expires_in, refresh_token, openid, scope, unionid}
 *   or {errcode: 40029, errmsg: "invalid code"} (unknown), 40163 "code been used", 42003 (older than 5 minutes).
 * - GET /sns/userinfo?access_token&openid → {openid, nickname, sex, headimgurl, unionid, …} or 40001.
 * - GET /avatar/<openid>.png → a small PNG.
 *
 * Run alone: `node --import tsx apps/server/src/dev/wechat-standin.ts` with WECHAT_STANDIN_PORT,
 * WECHAT_APP_ID and WECHAT_APP_SECRET; it answers GET /healthz.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer, runFromCommandLine } from './standin-kit.js';

export interface StandinUser {
  openid: string;
  unionid?: string;
  nickname: string;
}

export interface WechatStandin {
  /** http://127.0.0.1:<port>, for WECHAT_API_BASE and WECHAT_OPEN_BASE */
  url: string;
  addUser(user: StandinUser): void;
  /** the code WeChat would hand to redirect_uri after this user allowed the login */
  issueCode(openid: string): string;
  /** the next token exchange answers this error instead */
  failNext(errcode: number, errmsg: string): void;
  close(): Promise<void>;
}

// a 1×1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const CODE_TTL_MS = 5 * 60 * 1000;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startWechatStandin(opts: { appId: string; appSecret: string; port?: number; users?: StandinUser[] }): Promise<WechatStandin> {
  const users = new Map<string, StandinUser>((opts.users ?? []).map((u) => [u.openid, u]));
  const codes = new Map<string, { openid: string; at: number; used: boolean }>();
  const tokens = new Map<string, string>();
  let failure: { errcode: number; errmsg: string } | undefined;
  let url = '';

  const issueCode = (openid: string) => {
    const code = randomBytes(16).toString('hex');
    codes.set(code, { openid, at: Date.now(), used: false });
    return code;
  };

  const json = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  const authorize = (q: URLSearchParams, res: ServerResponse) => {
    const redirect = q.get('redirect_uri') ?? '';
    if (q.get('appid') !== opts.appId || q.get('response_type') !== 'code' || q.get('scope') !== 'snsapi_login' || !/^https?:\/\//.test(redirect)) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      return res.end('<p>参数错误 (appid, redirect_uri, response_type or scope)</p>');
    }
    const state = q.get('state') ?? '';
    const chosen = q.get('user');
    if (chosen) {
      if (!users.has(chosen)) users.set(chosen, { openid: chosen, nickname: chosen });
      const to = new URL(redirect);
      to.searchParams.set('code', issueCode(chosen));
      to.searchParams.set('state', state);
      res.writeHead(302, { location: to.toString() });
      return res.end();
    }
    const links = [...users.values()].map((u) => {
      const again = new URLSearchParams(q);
      again.set('user', u.openid);
      return `<li><a href="/connect/qrconnect?${escapeHtml(again.toString())}">Allow as ${escapeHtml(u.nickname)}</a></li>`;
    });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>WeChat stand-in</title><h1>WeChat login (stand-in)</h1><ul>${links.join('')}</ul>`);
  };

  const accessToken = (q: URLSearchParams, res: ServerResponse) => {
    if (q.get('appid') !== opts.appId) return json(res, { errcode: 40013, errmsg: 'invalid appid' });
    if (q.get('secret') !== opts.appSecret) return json(res, { errcode: 40125, errmsg: 'invalid appsecret' });
    if (q.get('grant_type') !== 'authorization_code') return json(res, { errcode: 40002, errmsg: 'invalid grant_type' });
    if (failure) {
      const f = failure;
      failure = undefined;
      return json(res, f);
    }
    const entry = codes.get(q.get('code') ?? '');
    if (!entry) return json(res, { errcode: 40029, errmsg: 'invalid code' });
    if (entry.used) return json(res, { errcode: 40163, errmsg: 'code been used' });
    entry.used = true;
    if (Date.now() - entry.at > CODE_TTL_MS) return json(res, { errcode: 42003, errmsg: 'code expired' });
    const token = randomBytes(24).toString('hex');
    tokens.set(token, entry.openid);
    const user = users.get(entry.openid);
    json(res, {
      access_token: token,
      expires_in: 7200,
      refresh_token: randomBytes(24).toString('hex'),
      openid: entry.openid,
      scope: 'snsapi_login',
      ...(user?.unionid ? { unionid: user.unionid } : {}),
    });
  };

  const userinfo = (q: URLSearchParams, res: ServerResponse) => {
    const openid = tokens.get(q.get('access_token') ?? '');
    if (!openid || openid !== q.get('openid'))
      return json(res, { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
    const user = users.get(openid) ?? { openid, nickname: openid };
    json(res, {
      openid,
      nickname: user.nickname,
      sex: 0,
      province: '',
      city: '',
      country: 'CN',
      headimgurl: `${url}/avatar/${encodeURIComponent(openid)}.png`,
      privilege: [],
      ...(user.unionid ? { unionid: user.unionid } : {}),
    });
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const u = new URL(req.url ?? '/', 'http://standin');
    if (req.method !== 'GET') {
      res.writeHead(405);
      return res.end();
    }
    if (u.pathname === '/healthz') return json(res, { ok: true });
    if (u.pathname === '/connect/qrconnect') return authorize(u.searchParams, res);
    if (u.pathname === '/sns/oauth2/access_token') return accessToken(u.searchParams, res);
    if (u.pathname === '/sns/userinfo') return userinfo(u.searchParams, res);
    if (u.pathname.startsWith('/avatar/')) {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length });
      return res.end(PNG);
    }
    res.writeHead(404);
    res.end();
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    addUser: (user) => users.set(user.openid, user),
    issueCode,
    failNext: (errcode, errmsg) => (failure = { errcode, errmsg }),
    close: () => closeServer(server),
  };
}

if (runFromCommandLine(import.meta.url)) {
  const standin = await startWechatStandin({
    appId: process.env.WECHAT_APP_ID ?? 'wxstandin',
    appSecret: process.env.WECHAT_APP_SECRET ?? 'standin-secret',
    port: Number(process.env.WECHAT_STANDIN_PORT ?? 0),
    users: [{ openid: 'o_standin_alice', unionid: 'u_standin_alice', nickname: '微信小艾' }],
  });
  process.stdout.write(`WeChat stand-in at ${standin.url}\n`);
  const stop = () => void standin.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
