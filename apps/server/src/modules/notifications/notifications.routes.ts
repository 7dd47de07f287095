import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notifications } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import { requestLang } from '../../platform/lang.js';
import { escape } from './mail.channel.js';
import { getPrefs, listOutbox, offerSms, resendDead, setEmail, setPrefs, unsubscribe, verifyEmail } from './notifications.service.js';

/** where the preferences page is (apps/web): an address check lands there */
export const PREFS_PAGE = '/personalCenter/notificationSettings';

function page(reply: FastifyReply, status: number, en: boolean, title: string, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="${en ? 'en' : 'zh-CN'}"><meta charset="utf-8"><title>${escape(title)}</title><h1>${escape(title)}</h1>${body}</html>`,
    );
}

const tokenOf = (req: FastifyRequest) => {
  const t = (req.query as Record<string, unknown>).t;
  return typeof t === 'string' ? t : '';
};

/** the links mails carry answer people with a page, not clients with the envelope: not calls of the API docs */
const LINK = { schema: { hide: true } };

/**
 * Off-site notifications: the preferences (personal centre), the back office's outbox, and the two links mails carry,
 * which work without a login: `Notify/verifyEmail` (an address check) and `Notify/unsubscribe` (GET asks, POST does,
 * as RFC 8058's one-click POST from a mail client does).
 */
export async function registerNotificationsRoutes(app: FastifyInstance) {
  offerSms(app.ctx);
  registerCall(app, notifications.getPrefs, (_body, { ctx, viewer }) => getPrefs(ctx, viewer));
  registerCall(app, notifications.setPrefs, (body, { ctx, viewer, lang }) => setPrefs(ctx, viewer, body, lang));
  registerCall(app, notifications.setEmail, (body, { ctx, viewer, lang }) => setEmail(ctx, viewer, body.email, lang));
  registerCall(app, notifications.outbox, (body, { ctx }) => listOutbox(ctx, body));
  registerCall(app, notifications.resend, (body, { ctx }) => resendDead(ctx, body.id));

  app.get('/api/Notify/verifyEmail', LINK, async (req, reply) => {
    const ok = await verifyEmail(app.ctx, tokenOf(req));
    return reply.header('cache-control', 'no-store').redirect(`${PREFS_PAGE}?email=${ok ? 'verified' : 'invalid'}`, 303);
  });

  await app.register(async (scope) => {
    // a mail client's one-click POST is a form; its content is not read
    scope.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 4096 }, (_r, _b, done) =>
      done(null, {}),
    );
    scope.get('/api/Notify/unsubscribe', LINK, async (req, reply) => {
      const en = requestLang(req) === 'en-US';
      const action = `/api/Notify/unsubscribe?t=${encodeURIComponent(tokenOf(req))}`;
      const button = en ? 'Unsubscribe' : '退订';
      const ask = en ? 'Stop these e-mails from BoothHub?' : '不再接收 BoothHub 的这类邮件？';
      return page(reply, 200, en, ask, `<form method="post" action="${escape(action)}"><button type="submit">${button}</button></form>`);
    });
    scope.post('/api/Notify/unsubscribe', LINK, async (req, reply) => {
      const en = requestLang(req) === 'en-US';
      const ok = await unsubscribe(app.ctx, tokenOf(req));
      if (!ok) return page(reply, 400, en, en ? 'This link is not valid' : '链接无效', '');
      const more = en
        ? `<p>You can change every notification in your <a href="${PREFS_PAGE}">notification settings</a>.</p>`
        : `<p>可以在<a href="${PREFS_PAGE}">通知设置</a>里修改所有通知。</p>`;
      return page(reply, 200, en, en ? 'You are unsubscribed' : '已退订', more);
    });
  });
}
