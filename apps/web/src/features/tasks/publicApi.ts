import { byId, queryKeys, quiet, send } from '../../lib/api';

/**
 * The query keys of tasks and the two public reads (the list and a task's detail), apart from api.ts: the route
 * loaders in the entry ask for them (prefetch.ts, decision 045) without bringing every task call into the entry.
 */
export const taskKeys = {
  ...queryKeys('tasks', ['list', 'show', 'own', 'designer', 'recommend', 'guide'], ['stats', 'favIds', 'savedSearches']),
  chat: (id: number, designer?: string) => ['tasks', 'chat', id, designer ?? ''] as const,
};

export const publicTasksApi = {
  list: send('Taskcenter/getBusinesTask'),
  show: byId('Taskcenter/showBusinesTask', quiet),
  /** what similar completed tasks paid (decision 075): a figure beside the form and the brief, never an error shown */
  guide: send('Taskcenter/budgetGuide', quiet),
  /** the list without its error shown: a route loader's early ask (the page's own ask, which follows a failure, shows it) */
  listQuiet: send('Taskcenter/getBusinesTask', quiet),
};
