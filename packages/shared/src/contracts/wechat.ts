import { z } from 'zod';
import { defineCall } from '../call.js';
import { currentPassword, memberRole, phone, phoneCode, str } from '../fields.js';

/**
 * WeChat website login (open platform, snsapi_login): the seed's Wechat/login,
 * Wechat/wxLogin and Wechat/bindMobile, plus Wechat/status and Wechat/unbind.
 * The openid never leaves the server.
 */
export const status = defineCall({
  path: 'Wechat/status',
  method: 'POST',
  access: 'public',
  summary: 'Whether WeChat login is configured on this site',
  body: z.strictObject({}),
  data: z.object({ enabled: z.boolean() }),
});

export const login = defineCall({
  path: 'Wechat/login',
  method: 'POST',
  access: 'public',
  summary: "WeChat's authorize URL with a single-use state bound to this browser (10 minutes); bind: for the logged-in member",
  body: z.strictObject({ bind: z.boolean().optional() }),
  data: z.object({ url: z.string(), expiresIn: z.number().int() }),
});

export const wxLoginResult = z.enum(['loggedIn', 'bindPhone', 'bound']);
export type WxLoginResult = z.infer<typeof wxLoginResult>;

export const wxLogin = defineCall({
  path: 'Wechat/wxLogin',
  method: 'POST',
  access: 'public',
  summary: 'The redirect from WeChat: exchange the code; log in a bound member, bind (bind flow), or ask for a phone',
  body: z.strictObject({ code: str().min(1).max(256), state: str().min(1).max(256) }),
  data: z.object({
    result: wxLoginResult,
    cardno: z.string().optional(),
    /** the WeChat nickname, for the bind-phone page */
    nickname: z.string().optional(),
  }),
});

export const pending = defineCall({
  path: 'Wechat/pending',
  method: 'POST',
  access: 'public',
  summary: 'The WeChat identity waiting for a phone in this browser, if any',
  body: z.strictObject({}),
  data: z.object({ pending: z.boolean(), nickname: z.string().optional(), expiresAt: z.string().optional() }),
});

export const bindMobile = defineCall({
  path: 'Wechat/bindMobile',
  method: 'POST',
  access: 'public',
  summary: "First WeChat login: a verified phone (code purpose wechat) binds the pending WeChat to that phone's member, or creates one",
  body: z.strictObject({ phone, phoneCode, role: memberRole.optional() }),
  data: z.object({ cardno: z.string(), created: z.boolean() }),
});

export const unbind = defineCall({
  path: 'Wechat/unbind',
  method: 'POST',
  access: 'member',
  summary: 'Unbind WeChat, proven by the password or an SMS code (purpose wechat) to the member’s phone',
  body: z.strictObject({ password: currentPassword.optional(), phoneCode: phoneCode.optional() }),
  data: z.null(),
  checks: { secret: 'password', field: 'password' },
});
