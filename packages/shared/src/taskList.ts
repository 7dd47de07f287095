import { parseCents } from './cents.js';
import type { BodyOf } from './call.js';
import type { DesignType, getBusinesTask, TaskStatus } from './contracts/tasks.js';

/**
 * The public task list's address and the call's body it makes (/orderList → Taskcenter/getBusinesTask): the filter
 * form's state, its defaults, the first page a visitor's address asks for. Shared by the web client (the page and its
 * route loader) and the server, which sends the first page's answer with the document (decision 046): both build the
 * same body from the same address, byte for byte. No zod here (the list page loads none).
 */
export type TaskListQuery = BodyOf<typeof getBusinesTask>;
export type Sort = NonNullable<TaskListQuery['sort']>;
export const sorts: Sort[] = ['newest', 'relevance', 'cost_desc', 'cost_asc', 'rdate', 'plaza_desc'];

export interface Filters {
  keyword: string;
  types: string[];
  city: string;
  status: TaskStatus[];
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
    ...(f.types.length ? { types: f.types as DesignType[] } : {}),
    ...(f.city.trim() ? { city: f.city.trim() } : {}),
    ...(f.status.length ? { status: f.status } : {}),
    ...(costMin !== null ? { costMin } : {}),
    ...(costMax !== null ? { costMax } : {}),
    ...(plazaMin !== null ? { plazaMin } : {}),
    ...(plazaMax !== null ? { plazaMax } : {}),
    sort: f.sort === 'relevance' && !f.keyword ? 'newest' : f.sort,
  };
}

/** The cards on a page of the list, at first. */
export const LIST_PAGE_SIZE = 12;

/** The filters a visitor arrives with: the defaults, with `?keyword=` and `?city=` of a link (the header, a city). */
export const initialFilters = (params: URLSearchParams): Filters => ({
  ...empty,
  keyword: params.get('keyword') ?? '',
  city: params.get('city') ?? '',
});

/** The body of the first page an address of the list shows. */
export const firstPageQuery = (params: URLSearchParams): TaskListQuery => ({
  ...toFilter(initialFilters(params)),
  page: 1,
  pageSize: LIST_PAGE_SIZE,
});
