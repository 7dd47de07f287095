import type { FastifyInstance } from 'fastify';
import { wechat } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import { bindMobile, unbind } from './wechat-bind.service.js';
import { finishLogin, pendingIdentity, startLogin, wechatEnabled } from './wechat.service.js';

/** WeChat website login (docs/rules/api.md: Wechat/…). */
export async function registerWechatRoutes(app: FastifyInstance) {
  registerCall(app, wechat.status, (_body, { ctx }) => ({ enabled: wechatEnabled(ctx) }));
  registerCall(app, wechat.login, (body, { ctx, req, reply, viewer }) => startLogin(ctx, { req, reply }, viewer, body));
  registerCall(app, wechat.wxLogin, (body, { ctx, req, reply, viewer }) => finishLogin(ctx, { req, reply }, viewer, body));
  registerCall(app, wechat.pending, (_body, { ctx, req, reply }) => pendingIdentity(ctx, { req, reply }));
  registerCall(app, wechat.bindMobile, (body, { ctx, req, reply }) => bindMobile(ctx, { req, reply }, body));
  registerCall(app, wechat.unbind, (body, { ctx, req, reply, viewer }) => unbind(ctx, { req, reply }, viewer, body));
}
