import { empty, type Filters } from '@boothhub/shared/taskList';

/**
 * The public task list's filter form (/orderList): what only the page needs. The form's state, defaults and the call's
 * body it makes are shared with the server, which sends the first page's answer with the document (decision 046).
 */
export {
  empty,
  firstPageQuery,
  initialFilters,
  LIST_PAGE_SIZE,
  parseArea,
  sorts,
  toFilter,
  type Filters,
  type Sort,
} from '@boothhub/shared/taskList';

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

/** How many filters differ from the default (the keyword and the sort are not filters). */
export const activeFilters = (f: Filters): number =>
  [
    f.types.length > 0,
    f.city !== '',
    f.status.join() !== empty.status.join(),
    f.costMin !== '' || f.costMax !== '',
    f.plazaMin !== '' || f.plazaMax !== '',
  ].filter(Boolean).length;
