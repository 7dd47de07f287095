import { z } from 'zod';
import { defineCall } from '../call.js';
import { id } from '../fields.js';
import { pageOf, pageQuery } from '../pagination.js';
import { exhibitionListItem } from './exhibitions.js';
import { taskListItemSchema } from './tasks.js';
import { galleryPicture } from './gallery.js';
import { venueListItemSchema } from './venues.js';
import { articleListItemSchema } from './articles.js';

/**
 * Favourites (docs/rules/favourites.md): one toggle per kind. `fav` says the state wanted
 * (idempotent: sending it twice changes nothing the second time); without it
 * the call flips the current state. Either way two quick clicks never make two
 * rows or an error. The answer is the state after the call.
 */
export const favouriteKinds = ['task', 'exhibition', 'venue', 'picture', 'article', 'model'] as const;
export const favouriteKind = z.enum(favouriteKinds);
export type FavouriteKind = z.infer<typeof favouriteKind>;

export const toggleBody = z.strictObject({ id, fav: z.boolean().optional() });
export const toggleData = z.object({ id: z.number().int(), fav: z.boolean() });

export const bTaskFvr = defineCall({
  path: 'Myfavorite/bTaskFvr',
  method: 'POST',
  access: 'member',
  summary: 'Favourite a business task (toggle, or set with fav)',
  body: toggleBody,
  data: toggleData,
});

export const bTaskList = defineCall({
  path: 'Myfavorite/bTaskList',
  method: 'POST',
  access: 'member',
  summary: 'The business tasks the member favourited, newest favourite first (tasks that stopped being public are left out)',
  body: z.strictObject({ ...pageQuery }),
  data: pageOf(taskListItemSchema),
});

export const hycdFvr = defineCall({
  path: 'Myfavorite/hycdFvr',
  method: 'POST',
  access: 'member',
  summary: 'Favourite a convention venue (toggle, or set with fav)',
  body: toggleBody,
  data: toggleData,
});

export const hycdList = defineCall({
  path: 'Myfavorite/hycdList',
  method: 'POST',
  access: 'member',
  summary: 'The venues the member favourited, newest favourite first',
  body: z.strictObject({ ...pageQuery }),
  data: pageOf(venueListItemSchema),
});

export const huizhanFvr = defineCall({
  path: 'Myfavorite/huizhanFvr',
  method: 'POST',
  access: 'member',
  summary: 'Favourite an approved exhibition (toggle, or set with fav)',
  body: toggleBody,
  data: toggleData,
});

export const huizhanList = defineCall({
  path: 'Myfavorite/huizhanList',
  method: 'POST',
  access: 'member',
  summary: 'The exhibitions the member favourited, newest favourite first (exhibitions that stopped being public are left out)',
  body: z.strictObject({ ...pageQuery }),
  data: pageOf(exhibitionListItem),
});

export const arcFvr = defineCall({
  path: 'Myfavorite/arcFvr',
  method: 'POST',
  access: 'member',
  summary: 'Favourite a published article (toggle, or set with fav)',
  body: toggleBody,
  data: toggleData,
});

export const arcList = defineCall({
  path: 'Myfavorite/arcList',
  method: 'POST',
  access: 'member',
  summary: 'The articles the member favourited, newest favourite first (articles no longer published are left out)',
  body: z.strictObject({ ...pageQuery }),
  data: pageOf(articleListItemSchema),
});

export const glrFvr = defineCall({
  path: 'Myfavorite/glrFvr',
  method: 'POST',
  access: 'member',
  summary: 'Favourite a gallery picture (of a public work; toggle, or set with fav)',
  body: toggleBody,
  data: toggleData,
});

export const glrList = defineCall({
  path: 'Myfavorite/glrList',
  method: 'POST',
  access: 'member',
  summary: 'The gallery pictures the member favourited, newest favourite first (pictures of works no longer public are left out)',
  body: z.strictObject({ ...pageQuery }),
  data: pageOf(galleryPicture),
});
