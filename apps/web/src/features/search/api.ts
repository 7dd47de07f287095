import { favourites, search, type BodyOf, type DataOf } from '@boothhub/shared';
import { call } from '../../lib/request';

/** The global search's calls (docs/rules/search.md) and their query keys. */
export type SearchQuery = BodyOf<typeof search.globalSearch>;
export type SearchAnswer = DataOf<typeof search.globalSearch>;

export const searchKeys = {
  all: ['search'] as const,
  search: (q: SearchQuery) => ['search', 'hits', q] as const,
  suggest: (keyword: string) => ['search', 'suggest', keyword] as const,
  siteCounts: ['search', 'siteCounts'] as const,
  collection: (kind: string, q: object) => ['search', 'collection', kind, q] as const,
};

export const searchApi = {
  search: (body: SearchQuery) => call(search.globalSearch, body),
  /** silent: a failed suggestion only leaves the box without suggestions */
  suggest: (keyword: string) => call(search.searchSuggest, { keyword }, { skipErrorHandler: true }),
  siteCounts: () => call(search.siteCounts, {}, { skipErrorHandler: true }),
  favouriteTasks: (body: BodyOf<typeof favourites.bTaskList>) => call(favourites.bTaskList, body),
  favouriteTask: (id: number, fav: boolean) => call(favourites.bTaskFvr, { id, fav }),
};
