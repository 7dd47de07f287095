import { call, type RequestOptions } from '../../lib/request';
import { send, type BodyAt } from '../../lib/api';

/** The account calls (docs/rules/api.md "Accounts"). */
export const accountApi = {
  loginCheck: () => call('User/loginCheck', undefined, { skipErrorHandler: true }),
  login: send('User/login'),
  logout: () => call('User/logout', {}),
  regist: send('User/regist'),
  getCode: (body: BodyAt<'User/getCode'>, opts?: RequestOptions) => call('User/getCode', body, opts),
  checkCode: send('User/checkCode'),
  resetpwd: send('User/resetpwd'),
  changepwd: send('User/changepwd'),
  bindPhone: send('User/bindPhone'),
};
