import { DAY_MS, rankBy, scoreTask, type TaskReason } from '@boothhub/shared';
import type { TaskListItem } from '@boothhub/shared/contracts/tasks';
import type { Db } from '../../db/client.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { assertDesigner } from '../../platform/viewer.js';
import { findMemberById } from '../accounts/members.service.js';
import { placesOf, type Places } from './guide.service.js';
import * as repo from './match.repository.js';
import { assertMaySee } from './tasks.policy.js';
import { toListItem } from './tasks.presenter.js';
import { findTask, tasksByIds, type TaskRow } from './tasks.repository.js';

/**
 * Matching both ways, the tasks' side (docs/rules/tasks.md "Matching", decision 078). A designer's completions are
 * kept per type and place (`designer_match_figures`, added to by guide.service recordCompletion in the completing
 * transaction); the invite ranking (designers module) takes its candidates and their task facts from here, and a
 * designer's recommendations are ranked here, both with the scores of packages/shared rules/matching.ts.
 */

/** how many designers each pre-filter of the invite ranking brings, and how many tasks each of the recommendations' */
export const CANDIDATES_PER_FILTER = 100;
const TASKS_PER_FILTER = 200;

/** the names a city goes by: as typed, and the region tree's Chinese and English names, as written and lower-cased */
export const namesOf = (p: Places) => {
  const names = [p.typed, p.region?.name.zh, p.region?.name.en].filter((s): s is string => Boolean(s));
  return [...new Set([...names, ...names.map((s) => s.toLowerCase())])];
};

/** A task's place and the designers with most completions of its type there and anywhere (the rank index). */
export async function inviteCandidatesOf(db: Db, task: Pick<TaskRow, 'city' | 'types'>) {
  const place = await placesOf(db, task.city);
  const [here, anywhere] = await Promise.all([
    repo.mostExperienced(db, task.types, place.city, CANDIDATES_PER_FILTER),
    repo.mostExperienced(db, task.types, '*', CANDIDATES_PER_FILTER),
  ]);
  return { place, names: namesOf(place), ids: [...new Set([...here, ...anywhere])] };
}

/** Per designer: completions of the task's type in its city and anywhere, tasks in progress, last activity. */
export async function designerTaskFacts(db: Db, task: Pick<TaskRow, 'id' | 'types'>, placeKey: string, ids: number[]) {
  const [figures, working, signups, applied] = await Promise.all([
    repo.figuresOf(db, ids),
    repo.workingOf(db, ids),
    repo.lastSignupOf(db, ids),
    repo.appliedOf(db, task.id, ids),
  ]);
  const out = new Map(
    ids.map((id) => [id, { doneHere: 0, doneType: 0, inProgress: working.get(id) ?? 0, lastAt: signups.get(id) ?? null, signedUp: applied.has(id) }]),
  );
  for (const f of figures) {
    const d = out.get(f.designerId)!;
    if (f.types === task.types && f.place === placeKey) d.doneHere = f.n;
    if (f.types === task.types && f.place === '*') d.doneType = f.n;
    if (f.place === '*' && (!d.lastAt || f.lastAt > d.lastAt)) d.lastAt = f.lastAt;
  }
  return out;
}

/** the keys a task is hidden by: itself, and its kind (its type in its city) */
export const notForMeKeys = (t: Pick<TaskRow, 'id' | 'types' | 'city'>) => ({
  task: `t:${t.id}`,
  kind: `k:${t.types}|${t.city.trim().toLowerCase()}`.slice(0, 60),
});

/** Taskcenter/notForMe: a designer hides a public task, or its kind, from their recommendations; idempotent. */
export async function notForMe(ctx: AppContext, viewer: Viewer, body: { taskId: number; scope: 'task' | 'kind' }) {
  assertDesigner(viewer);
  const task = await findTask(ctx.db, body.taskId);
  assertMaySee(task, viewer);
  const created = await repo.hide(ctx.db, viewer.id, notForMeKeys(task)[body.scope], ctx.now());
  return { hidden: true as const, created };
}

type Recommended = TaskListItem & { score: number; reasons: TaskReason[] };

/**
 * Taskcenter/recommendList: recruiting tasks for a designer. The candidates come from three index walks (the
 * newest recruiting tasks of the designer's past types, in their cities, and overall), never a scan; those the
 * designer published, signed up for or said are not for them (the task, or its type in its city) are dropped, the
 * rest ranked by scoreTask: experience of the type and city, the budget against the designer's own past price per
 * m² (of the type, else of all their work), the due date against their tasks in progress.
 */
export async function recommendTasks(ctx: AppContext, viewer: Viewer, q: { page: number; pageSize: number }) {
  const db = ctx.db;
  const me = await findMemberById(db, viewer.id);
  const myPlaces = await Promise.all([...new Set([me?.prov ?? '', me?.strt ?? ''].map((p) => p.trim()).filter(Boolean))].map((c) => placesOf(db, c)));
  const [figures, hidden, working] = await Promise.all([
    repo.figuresOf(db, [viewer.id]),
    repo.hiddenKeys(db, viewer.id),
    repo.workingOf(db, [viewer.id]),
  ]);
  const types = [...new Set(figures.map((f) => f.types))];
  const names = [...new Set(myPlaces.flatMap(namesOf))];
  const found = await Promise.all([
    types.length ? repo.recruitingIds(db, { types, notBy: viewer.id }, TASKS_PER_FILTER) : [],
    names.length ? repo.recruitingIds(db, { cities: names, notBy: viewer.id }, TASKS_PER_FILTER) : [],
    repo.recruitingIds(db, { notBy: viewer.id }, TASKS_PER_FILTER / 2),
  ]);
  const ids = [...new Set(found.flat())];
  const signed = await repo.signedUpOf(db, viewer.id, ids);
  const rows = (await tasksByIds(db, ids)).filter((r) => {
    const keys = notForMeKeys(r.task);
    return !signed.has(r.task.id) && !hidden.has(keys.task) && !hidden.has(keys.kind);
  });
  const myKeys = new Set(myPlaces.map((p) => p.city));
  const keyOf = new Map<string, string>();
  for (const city of new Set(rows.map((r) => r.task.city))) keyOf.set(city, (await placesOf(db, city)).city);
  const anywhere = figures.filter((f) => f.place === '*');
  const perM2 = (fs: typeof anywhere) => {
    const n = fs.reduce((s, f) => s + f.n, 0);
    return n ? fs.reduce((s, f) => s + f.perM2Sum, 0) / n : null;
  };
  const overall = perM2(anywhere);
  const inProgress = working.get(viewer.id) ?? 0;
  const now = ctx.now().getTime();
  const scored: Recommended[] = rows.map((r) => {
    const t = r.task;
    const key = keyOf.get(t.city)!;
    const s = scoreTask({
      doneType: anywhere.find((f) => f.types === t.types)?.n ?? 0,
      doneHere: figures.find((f) => f.types === t.types && f.place === key)?.n ?? 0,
      sameCity: myKeys.has(key),
      budgetPerM2: t.cost / t.plaza,
      myPerM2: perM2(anywhere.filter((f) => f.types === t.types)) ?? overall,
      daysLeft: Math.max(0, Math.floor((t.rdate.getTime() - now) / DAY_MS)),
      inProgress,
    });
    return { ...toListItem(r), ...s };
  });
  const ranked = rankBy(
    scored,
    (r) => r.score,
    (r) => r.id,
  );
  const from = (q.page - 1) * q.pageSize;
  return { listItem: ranked.slice(from, from + q.pageSize), total: ranked.length, page: q.page, pageSize: q.pageSize };
}
