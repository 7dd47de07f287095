import type { BodyOf, DataOf, search } from '@boothhub/shared';
import { call } from '../../lib/request';
import { heart, queryKeys, quiet, send } from '../../lib/api';

/** The global search's calls (docs/rules/search.md) and their query keys. */
export type SearchQuery = BodyOf<typeof search.globalSearch>;
export type SearchAnswer = DataOf<typeof search.globalSearch>;

export const searchKeys = {
  ...queryKeys('search', ['suggest', 'collection'], ['siteCounts']),
  search: (q: SearchQuery) => ['search', 'hits', q] as const,
};

export const searchApi = {
  search: send('Common/search'),
  /** silent: a failed suggestion only leaves the box without suggestions */
  suggest: (keyword: string) => call('Common/searchSuggest', { keyword }, quiet),
  siteCounts: () => call('Common/siteCounts', {}, quiet),
  favouriteTasks: send('Myfavorite/bTaskList'),
  favouriteTask: heart('Myfavorite/bTaskFvr'),
};
