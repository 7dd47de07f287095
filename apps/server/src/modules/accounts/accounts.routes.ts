import type { FastifyInstance } from 'fastify';
import { account } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import * as accounts from './accounts.service.js';
import { requestCode } from './codes.service.js';
import { registerSessionCookieRenewal } from './session.service.js';

/** The account calls of docs/rules/api.md (User/…); WeChat login is modules/wechat. */
export async function registerAccountsRoutes(app: FastifyInstance) {
  registerSessionCookieRenewal(app);

  registerCall(app, account.getCode, (body, { ctx, req }) => requestCode(ctx, { ...body, ip: req.ip }));
  registerCall(app, account.regist, (body, { ctx, req, reply }) => accounts.register(ctx, { req, reply }, body));
  registerCall(app, account.login, (body, { ctx, req, reply }) => accounts.login(ctx, { req, reply }, body));
  registerCall(app, account.loginCheck, (_body, { viewer }) => accounts.loginState(viewer));
  registerCall(app, account.logout, (_body, { ctx, req, reply }) => accounts.logout(ctx, { req, reply }));
  registerCall(app, account.checkCode, (body, { ctx }) => accounts.issueResetToken(ctx, body));
  registerCall(app, account.resetpwd, (body, { ctx, req, reply }) => accounts.resetPassword(ctx, { req, reply }, body));
  registerCall(app, account.changepwd, (body, { ctx, req, reply, viewer }) => accounts.changePassword(ctx, { req, reply }, viewer, body));
  registerCall(app, account.bindPhone, (body, { ctx, req, reply, viewer }) => accounts.bindPhone(ctx, { req, reply }, viewer, body));
}
