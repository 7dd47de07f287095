import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { favourites, gallery, str } from '@boothhub/shared';
import { guard, registerCall } from '../../platform/calls.js';
import { toggleFavourite } from '../favourites/favourites.service.js';
import { getPictures, listFavouritePictures, watermarkedImage } from './gallery.service.js';

/** The gallery (Gallery/getPictures, Myfavorite/glrFvr, glrList) and the watermarked pictures of works. */
export async function registerGalleryRoutes(app: FastifyInstance) {
  registerCall(app, gallery.getPictures, (body, { ctx, viewer }) => getPictures(ctx, viewer, body));
  registerCall(app, favourites.glrFvr, (body, { ctx, viewer }) => toggleFavourite(ctx, viewer, 'picture', body.id, body.fav));
  registerCall(app, favourites.glrList, (body, { ctx, viewer }) => listFavouritePictures(ctx, viewer, body));

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/Gallery/image/:fileId',
    {
      schema: {
        summary: "A work's picture, watermarked with its designer's name and BoothHub, at most w pixels wide (480 or 1600)",
        tags: ['Gallery'],
        params: z.object({ fileId: str().max(64) }),
        querystring: z.object({ w: z.enum(['480', '1600']).default('1600') }),
      },
    },
    async (req, reply) => {
      const viewer = await guard(req, app.ctx, 'public');
      const image = await watermarkedImage(app.ctx, viewer, req.params.fileId, Number(req.query.w) as 480 | 1600);
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', image.isPublic ? 'public, max-age=86400' : 'private, no-store')
        .header('x-watermark-cache', image.cached ? 'hit' : 'miss')
        .send(image.body);
    },
  );
}
