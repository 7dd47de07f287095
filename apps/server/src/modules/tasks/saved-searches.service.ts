import type { Lang } from '@boothhub/shared';
import { SAVED_SEARCH_MAX, savedSearchLabel, type SavedSearch } from '@boothhub/shared/contracts/savedSearches';
import { storedCity } from '@boothhub/shared/cities';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { assertDesigner } from '../../platform/viewer.js';
import { tell } from '../messages/notify.service.js';
import * as repo from './alerts.repository.js';

/** what the timers need of the app (tasks.timers.ts) */
type TimerContext = Pick<AppContext, 'db' | 'live' | 'now'>;

/**
 * A designer's saved task-hall searches (docs/rules/messages.md, decision 074): kept filters; tasks that start
 * recruiting and match are told to the designer by the task timers, at most one message an hour per search, batched.
 */

type Filters = repo.SavedTaskFilters;
const asList = (v: string | string[] | undefined) => (v === undefined ? [] : [...new Set(Array.isArray(v) ? v : [v])].sort());

/** The filters as kept: lists always arrays, sorted, empty parts left out — so the same search saved twice is one. */
export function keptFilters(body: {
  keyword?: string;
  types?: string | string[];
  city?: string | string[];
  costMin?: number;
  costMax?: number;
  plazaMin?: number;
  plazaMax?: number;
}): Filters {
  const types = asList(body.types);
  // kept as rows store it, so the alert matches a task of that city whatever the language it was typed in
  const city = asList(asList(body.city).map(storedCity));
  const keyword = body.keyword?.trim();
  return {
    ...(keyword ? { keyword } : {}),
    ...(types.length ? { types } : {}),
    ...(city.length ? { city } : {}),
    ...(body.costMin !== undefined ? { costMin: body.costMin } : {}),
    ...(body.costMax !== undefined ? { costMax: body.costMax } : {}),
    ...(body.plazaMin !== undefined ? { plazaMin: body.plazaMin } : {}),
    ...(body.plazaMax !== undefined ? { plazaMax: body.plazaMax } : {}),
  };
}

const toItem = (r: repo.SavedSearchRow, lang: Lang): SavedSearch => ({
  id: r.id,
  filters: r.filters,
  label: savedSearchLabel(r.filters, lang),
  createdAt: r.createdAt.toISOString(),
  toldAt: r.toldAt?.toISOString() ?? null,
});

/** Task/saveSearch: designers only; the same filters again answer the search kept; at most SAVED_SEARCH_MAX. */
export async function saveSearch(ctx: AppContext, viewer: Viewer, body: Parameters<typeof keptFilters>[0], lang: Lang): Promise<SavedSearch> {
  assertDesigner(viewer);
  const filters = keptFilters(body);
  const same = JSON.stringify(filters);
  return ctx.db.transaction(async (tx) => {
    const mine = await repo.savedSearchesOf(tx, viewer.id);
    const kept = mine.find((r) => JSON.stringify(keptFilters(r.filters)) === same);
    if (kept) return toItem(kept, lang);
    if (mine.length >= SAVED_SEARCH_MAX) throw new AppError('SAVED_SEARCH_LIMIT', { max: SAVED_SEARCH_MAX });
    return toItem(await repo.insertSavedSearch(tx, viewer.id, filters, ctx.now()), lang);
  });
}

/** Task/savedSearches: the caller's, newest first (a member who is not a designer has none). */
export async function listSavedSearches(ctx: AppContext, viewer: Viewer, lang: Lang) {
  const rows = await repo.savedSearchesOf(ctx.db, viewer.id);
  return { listItem: rows.map((r) => toItem(r, lang)), max: SAVED_SEARCH_MAX };
}

/** Task/deleteSavedSearch: only one's own (another member's answers as one that does not exist). */
export async function deleteSavedSearch(ctx: AppContext, viewer: Viewer, id: number) {
  if (!(await repo.deleteSavedSearch(ctx.db, viewer.id, id))) throw new AppError('SAVED_SEARCH_NOT_FOUND');
  return { id };
}

/** at most one message an hour per saved search */
export const ALERT_EVERY_MS = 60 * 60_000;
/**
 * A task is looked at once it started recruiting this long ago: its paying transaction has committed by then, so a
 * search that moves past a moment never misses a task paid at that moment but committed a little later.
 */
export const SETTLE_MS = 30_000;
const BATCH = 200;
/** titles named in a message */
const NAMED = 3;

const taskHallLink = (f: Filters) => {
  const q = new URLSearchParams();
  if (f.keyword) q.set('keyword', f.keyword);
  if (f.city?.length === 1) q.set('city', f.city[0]!);
  const s = q.toString();
  return s ? `/orderList?${s}` : '/orderList';
};

/**
 * Tell designers of tasks that started recruiting since their saved searches last looked, one message per search
 * with how many and the newest titles. Safe on any number of instances: each search is handled in its own
 * transaction that locks it (`FOR UPDATE SKIP LOCKED`) and re-checks that it is due, and moves its `seenUntil` past
 * what it told. Answers the ids of the searches told.
 */
export async function runSearchAlerts(ctx: TimerContext, log?: { error(obj: unknown, msg: string): void }): Promise<number[]> {
  const now = ctx.now();
  const latest = await repo.latestRecruitingSince(ctx.db);
  if (!latest) return [];
  const quietUntil = new Date(now.getTime() - ALERT_EVERY_MS);
  const horizon = new Date(now.getTime() - SETTLE_MS);
  const told: number[] = [];
  for (const id of await repo.dueSavedSearches(ctx.db, quietUntil, latest, BATCH)) {
    try {
      const done = await ctx.db.transaction(async (tx) => {
        const s = await repo.lockSavedSearchIfDue(tx, id, quietUntil, latest);
        if (!s || horizon <= s.seenUntil) return false;
        const found = await repo.newMatches(tx, s.filters, s.seenUntil, horizon, NAMED);
        if (!found.count) {
          await repo.updateSavedSearch(tx, s.id, { seenUntil: horizon });
          return false;
        }
        const zh = savedSearchLabel(s.filters, 'zh-CN');
        const en = savedSearchLabel(s.filters, 'en-US');
        const titles = found.newest.map((t) => `“${t.title}”`).join('、');
        const more = found.count > found.newest.length;
        await tell(tx, ctx.live, s.memberId, now, {
          kind: 'task.matched',
          zh: [`${found.count} 个新任务符合 ${zh}`, `您保存的搜索“${zh}”有 ${found.count} 个新任务：${titles}${more ? ' 等' : ''}。`],
          en: [
            `${found.count} new ${found.count === 1 ? 'task matches' : 'tasks match'} ${en}`,
            `Your saved search “${en}” has ${found.count} new ${found.count === 1 ? 'task' : 'tasks'}: ${found.newest.map((t) => `“${t.title}”`).join(', ')}${more ? ' and more' : ''}.`,
          ],
          link: found.count === 1 ? `/orderDetail?id=${found.newest[0]!.id}` : taskHallLink(s.filters),
        });
        await repo.updateSavedSearch(tx, s.id, { seenUntil: horizon, toldAt: now });
        return true;
      });
      if (done) told.push(id);
    } catch (err) {
      log?.error({ err, savedSearchId: id }, 'saved-search alert failed');
    }
  }
  return told;
}
