import { parseCents, type tasks } from '@boothhub/shared';
import type { TaskListQuery } from './api';

/**
 * The public task list's filters (/orderList): the form's state, its defaults and the call's body it makes. Apart from
 * the page so the route's loader can ask for the first page while the page's chunk loads (prefetch.ts, decision 045).
 */
export type Sort = NonNullable<TaskListQuery['sort']>;
export const sorts: Sort[] = ['newest', 'relevance', 'cost_desc', 'cost_asc', 'rdate', 'plaza_desc'];

export interface Filters {
  keyword: string;
  types: string[];
  city: string;
  status: tasks.TaskStatus[];
  costMin: string;
  costMax: string;
  plazaMin: string;
  plazaMax: string;
  sort: Sort;
}

/** By default the list shows the tasks one can still sign up for (recruiting); the status filter shows the others. */
export const empty: Filters = {
  keyword: '',
  types: [],
  city: '',
  status: ['recruiting'],
  costMin: '',
  costMax: '',
  plazaMin: '',
  plazaMax: '',
  sort: 'newest',
};

/** The from–to boxes of the budget (coins) and the area (m²), with their test id endings. */
export const RANGE_FIELDS = {
  cost: [
    ['costMin', 'cost-min'],
    ['costMax', 'cost-max'],
  ],
  plaza: [
    ['plazaMin', 'plaza-min'],
    ['plazaMax', 'plaza-max'],
  ],
} as const;

/** A typed area in whole m² (0–100,000), or null when empty or not one. */
export const parseArea = (s: string): number | null => (/^\d{1,6}$/.test(s) && Number(s) <= 100000 ? Number(s) : null);

/** Turns the filter form into the call's body without the page (budget typed in coins, sent in cents). */
export function toFilter(f: Filters): Omit<TaskListQuery, 'page' | 'pageSize'> {
  const costMin = f.costMin ? parseCents(f.costMin) : null;
  const costMax = f.costMax ? parseCents(f.costMax) : null;
  const plazaMin = parseArea(f.plazaMin);
  const plazaMax = parseArea(f.plazaMax);
  return {
    ...(f.keyword ? { keyword: f.keyword } : {}),
    ...(f.types.length ? { types: f.types as tasks.DesignType[] } : {}),
    ...(f.city ? { city: f.city } : {}),
    ...(f.status.length ? { status: f.status } : {}),
    ...(costMin !== null ? { costMin } : {}),
    ...(costMax !== null ? { costMax } : {}),
    ...(plazaMin !== null ? { plazaMin } : {}),
    ...(plazaMax !== null ? { plazaMax } : {}),
    sort: f.sort === 'relevance' && !f.keyword ? 'newest' : f.sort,
  };
}

/** How many filters differ from the default (the keyword and the sort are not filters). */
export const activeFilters = (f: Filters): number =>
  [
    f.types.length > 0,
    f.city !== '',
    f.status.join() !== empty.status.join(),
    f.costMin !== '' || f.costMax !== '',
    f.plazaMin !== '' || f.plazaMax !== '',
  ].filter(Boolean).length;

/** The cards on a page of the list, at first. */
export const LIST_PAGE_SIZE = 12;

/** The filters a visitor arrives with: the defaults, with `?keyword=` and `?city=` of a link (the header, a city). */
export const initialFilters = (params: URLSearchParams): Filters => ({
  ...empty,
  keyword: params.get('keyword') ?? '',
  city: params.get('city') ?? '',
});
