import { account } from '@boothhub/shared';
import type { BodyOf } from '@boothhub/shared';
import { call, type RequestOptions } from '../../lib/request';

/** The account calls (docs/rules/api.md "Accounts"). */
export const accountApi = {
  loginCheck: () => call(account.loginCheck, undefined, { skipErrorHandler: true }),
  login: (body: BodyOf<typeof account.login>) => call(account.login, body),
  logout: () => call(account.logout, undefined),
  regist: (body: BodyOf<typeof account.regist>) => call(account.regist, body),
  getCode: (body: BodyOf<typeof account.getCode>, opts?: RequestOptions) => call(account.getCode, body, opts),
  checkCode: (body: BodyOf<typeof account.checkCode>) => call(account.checkCode, body),
  resetpwd: (body: BodyOf<typeof account.resetpwd>) => call(account.resetpwd, body),
  changepwd: (body: BodyOf<typeof account.changepwd>) => call(account.changepwd, body),
  bindPhone: (body: BodyOf<typeof account.bindPhone>) => call(account.bindPhone, body),
};
