import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope, type Call } from '@boothhub/shared';
import type { z } from 'zod';
import { AppError } from './app-error.js';
import type { AppContext, CallContext, Viewer } from './context.js';
import { runCall } from './idempotency.js';
import { requestLang } from './lang.js';

type Handler<C extends Call, V extends Viewer | null> = (
  body: z.output<C['body']>,
  cc: CallContext<V>,
) => Promise<z.output<C['data']>> | z.output<C['data']>;

/** Who may make a call: the guard every route passes through before its handler. */
export async function guard(req: FastifyRequest, ctx: AppContext, access: Call['access']): Promise<Viewer | null> {
  const viewer = await ctx.readViewer(req);
  if (access === 'public') return viewer;
  if (!viewer) throw new AppError('AUTH_REQUIRED');
  if (viewer.banned) throw new AppError('ACCOUNT_BANNED');
  if (access === 'admin' && viewer.role !== 'admin') throw new AppError('FORBIDDEN');
  return viewer;
}

/**
 * Register a shared call as a route: the guard runs, the body is validated
 * against the call's schema, and the handler's result is sent in the
 * success envelope (checked against the data schema on the way out in tests and development: platform/answers.ts).
 */
export function registerCall<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: Handler<C, C['access'] extends 'public' ? Viewer | null : Viewer>,
  options: {
    /** reads the request's viewer itself before the guard (e.g. with the call's own data, in one statement) */
    readViewer?: (ctx: AppContext, req: FastifyRequest) => Promise<void>;
    /**
     * The answer is kept a moment (platform/answer-cache.ts) per body and language:
     * - `everyone`: it depends only on the body and the language, never on who asks (the public task list);
     * - `visitors`: so does the answer to a request without a session (a visitor), which alone is kept and served from
     *   the cache; a logged-in member's answer (their relation, favourite, actions …) is always computed.
     */
    shared?: 'everyone' | 'visitors';
  } = {},
) {
  const { readViewer, shared } = options;
  const misses = new WeakMap<FastifyRequest, { key: string; generation: number }>();
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: `/api/${call.path}`,
    schema: {
      summary: call.summary,
      tags: [call.path.split('/')[0] ?? 'api'],
      ...(call.method === 'POST' ? { body: call.body } : {}),
      response: { 200: okEnvelope(call.data) },
    },
    // the guard runs before the body is validated: an anonymous caller learns nothing about a call's fields
    preValidation: async (req) => {
      if (readViewer) await readViewer(app.ctx, req);
      await guard(req, app.ctx, call.access);
    },
    // a shared answer is kept as it was serialised (this hook runs before compression's)
    ...(shared
      ? {
          onSend: (req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, p: unknown) => void) => {
            const miss = misses.get(req);
            if (miss && reply.statusCode === 200 && typeof payload === 'string') app.ctx.answers.set(miss.key, miss.generation, payload);
            done(null, payload);
          },
        }
      : {}),
    handler: async (req, reply) => {
      const viewer = await guard(req, app.ctx, call.access); // the viewer the preValidation guard resolved (cached on req)
      if (shared === 'everyone' || (shared === 'visitors' && viewer === null)) {
        const key = `${call.path}\n${requestLang(req)}\n${JSON.stringify(req.body ?? null)}`;
        const kept = app.ctx.answers.get(key);
        // a string with a JSON content type is sent as it is (no second check or serialisation)
        if (kept !== undefined) return reply.type('application/json; charset=utf-8').send(kept as never);
        misses.set(req, { key, generation: app.ctx.answers.generation() });
      }
      const cc: CallContext = { ctx: app.ctx, req, reply, viewer, lang: requestLang(req) };
      // Idempotency-Key for money calls, and writes that must outlive a rollback (platform/idempotency.ts)
      const data = await runCall(call, cc, req.body, (c) => Promise.resolve(handler(req.body as never, c as never)));
      return { errCode: 'success' as const, success: true as const, data: data ?? null };
    },
  });
}
