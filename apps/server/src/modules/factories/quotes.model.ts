import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { str } from '@boothhub/shared';
import { guard } from '../../platform/calls.js';
import { sendModel } from '../tasks/tasks.service.js';
import { openQuoteModel } from './quotes.service.js';

/** GET /api/Quote/model/:id/:fileId (quotes.service.ts `openQuoteModel`): the viewer's loader sends the session cookie. */
export function registerQuoteModelRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/Quote/model/:id/:fileId',
    {
      schema: {
        summary: "A 3D file of a request's design as its preview glb (the business; a factory that accepted to quote)",
        tags: ['Quote'],
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647), fileId: str().max(64) }),
      },
    },
    async (req, reply) => {
      const viewer = (await guard(req, app.ctx, 'member'))!;
      return sendModel(reply, await openQuoteModel(app.ctx, viewer, req.params.id, req.params.fileId));
    },
  );
}
