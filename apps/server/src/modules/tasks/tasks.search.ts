import { cityIn } from '@boothhub/shared/cities';
import { formatCents, shanghaiDay, type Lang } from '@boothhub/shared';
import type { SearchSuggestion } from '@boothhub/shared/contracts/search';
import { searchQuery } from '../../lib/search.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { hitsFrom } from '../search/search.service.js';
import * as repo from './tasks.repository.js';

/**
 * Business tasks in the global search (modules/search): recruiting tasks only
 * (what anyone may sign up for), found by the task list's own keyword search
 * (relevance among the newest matches, capped total). Registered by
 * `modules/index.ts` with `registerSearchProvider('task', taskSearchProvider)`.
 */

const money = (cents: number) => `¥${formatCents(cents).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const words = {
  'zh-CN': { budget: '预算', due: '截止' },
  'en-US': { budget: 'budget', due: 'due' },
} as const;

/** "上海 · 预算 ¥12,000.00 · 截止 2026-12-01" (Shanghai day of the signup deadline). */
export const taskSubtitle = (t: { city: string; cost: number; rdate: Date }, lang: Lang) =>
  [cityIn(t.city, lang), `${words[lang].budget} ${money(t.cost)}`, `${words[lang].due} ${shanghaiDay(t.rdate)}`].join(' · ');

const href = (id: number) => `/orderDetail?id=${id}`;

export const taskSearchHits = hitsFrom(
  'task',
  async (ctx, q) => {
    if (searchQuery(q.searchKey) === null) return { listItem: [], total: 0 };
    const page = await repo.searchTasks(ctx.db, { keyword: q.searchKey, statuses: ['recruiting'] }, 'relevance', {
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
      totals: 'capped',
      cap: ctx.config.paging.searchCap,
    });
    return { listItem: page.rows.map((r) => r.task), total: page.total, totalCapped: page.totalCapped };
  },
  (t, lang) => ({ id: t.id, title: t.title, subtitle: taskSubtitle(t, lang), cover: null, href: href(t.id) }),
);

/** A few recruiting tasks' titles matching the keyword, newest first (the id index, stopped by the LIMIT). */
export async function taskSearchSuggest(ctx: AppContext, _viewer: Viewer | null, q: { keyword: string; limit: number }): Promise<SearchSuggestion[]> {
  const rows = await repo.recruitingTitlesMatching(ctx.db, q.keyword, q.limit);
  return rows.map((r) => ({ kind: 'task', id: r.id, title: r.title, href: href(r.id) }));
}

/** The home page's figure: tasks recruiting now. */
export const countRecruitingTasks = (ctx: AppContext) => repo.countRecruiting(ctx.db);

export const taskSearchProvider = { hits: taskSearchHits, suggest: taskSearchSuggest, count: countRecruitingTasks };
