import { z } from 'zod';
import { defineCall } from '../call.js';
import { currentPassword, line, memberRole, password, phone, phoneCode, str } from '../fields.js';

/** login: the code that lets a right password through a login lock (decision 060) */
export const codePurpose = z.enum(['register', 'reset', 'bind', 'wechat', 'login']);
export type CodePurpose = z.infer<typeof codePurpose>;

export const getCode = defineCall({
  path: 'User/getCode',
  method: 'POST',
  access: 'public',
  summary: 'Send a 6-digit SMS code (register, reset, bind or wechat)',
  body: z.strictObject({ phone, purpose: codePurpose }),
  data: z.object({ cooldownSeconds: z.number().int() }),
});

export const regist = defineCall({
  path: 'User/regist',
  method: 'POST',
  access: 'public',
  summary: 'Register with a verified phone; the new member is logged in',
  body: z.strictObject({
    phone,
    phoneCode,
    password,
    role: memberRole.optional(),
    inviteCode: line(32).optional(),
  }),
  data: z.object({ cardno: z.string() }),
});

export const login = defineCall({
  path: 'User/login',
  method: 'POST',
  access: 'public',
  summary: 'Log in with phone and password (and, when locked out, an SMS code of purpose login)',
  /** phoneCode: with a right password, passes a lock (LOGIN_LOCKED details.withCode) */
  body: z.strictObject({ phone, password: currentPassword, phoneCode: phoneCode.optional() }),
  data: z.object({ cardno: z.string() }),
  checks: { secret: 'password', field: 'password' },
});

export const loginCheck = defineCall({
  path: 'User/loginCheck',
  method: 'GET',
  access: 'public',
  summary: 'Whether the request carries a live session',
  body: z.undefined(),
  data: z.object({
    loggedIn: z.boolean(),
    cardno: z.string().optional(),
    role: z.string().optional(),
    /** the session is live but the account is suspended */
    banned: z.boolean().optional(),
  }),
});

/** A POST, so it passes the Origin check: a link or an image on another site cannot log a member out (decision 057). */
export const logout = defineCall({
  path: 'User/logout',
  method: 'POST',
  access: 'public',
  summary: 'End the current session',
  body: z.strictObject({}),
  data: z.null(),
});

export const checkCode = defineCall({
  path: 'User/checkCode',
  method: 'POST',
  access: 'public',
  summary: 'Reset step 2: check the code, get a reset token valid 10 minutes',
  body: z.strictObject({ phone, phoneCode }),
  data: z.object({ resetToken: z.string() }),
});

export const resetpwd = defineCall({
  path: 'User/resetpwd',
  method: 'POST',
  access: 'public',
  summary: 'Reset step 3: set a new password with the reset token; ends all sessions',
  body: z.strictObject({ phone, resetToken: str().min(1).max(200), password }),
  data: z.null(),
});

export const changepwd = defineCall({
  path: 'User/changepwd',
  method: 'POST',
  access: 'member',
  summary: 'Change the password; ends every other session',
  body: z.strictObject({ oldPassword: currentPassword, password }),
  data: z.null(),
  checks: { secret: 'password', field: 'oldPassword' },
});

export const bindPhone = defineCall({
  path: 'User/bindPhone',
  method: 'POST',
  access: 'member',
  summary: 'Move the account to a new verified phone (code purpose bind)',
  body: z.strictObject({ phone, phoneCode }),
  data: z.object({ mobile: z.string() }),
});
