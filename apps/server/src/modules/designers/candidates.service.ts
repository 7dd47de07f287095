import { DAY_MS, rankBy, scoreDesigner } from '@boothhub/shared';
import type { InviteCandidate } from '@boothhub/shared/contracts/matching';
import { AppError } from '../../platform/app-error.js';
import { publicFileUrl } from '../files/files.service.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { CANDIDATES_PER_FILTER, designerTaskFacts, findTask, inviteCandidatesOf } from '../tasks/tasks.service.js';
import * as repo from './candidates.repository.js';
import { cardsByIds } from './designers.repository.js';

/**
 * Designer/inviteCandidates (docs/rules/tasks.md "Matching", decision 078): the designers to invite to a recruiting
 * task, ranked by scoreDesigner (packages/shared rules/matching.ts) with their reasons. Candidates come from five
 * index walks — most completions of the task's type in its city and anywhere (the tasks module's figures), the best
 * rated in the city, of the type as a specialty, and anywhere — at most a few hundred designers whatever the size of
 * the directory; only those are then read and scored. The task's publisher and admins only.
 */
export async function inviteCandidates(ctx: AppContext, viewer: Viewer, body: { taskId: number; page: number; pageSize: number }) {
  const db = ctx.db;
  const task = await findTask(db, body.taskId);
  const mayAsk = task && (task.publisherId === viewer.id || viewer.role === 'admin');
  if (!task || (task.status === 'unpaid' && !mayAsk)) throw new AppError('TASK_NOT_FOUND', {}, { field: 'taskId' });
  if (!mayAsk) throw new AppError('FORBIDDEN');
  if (task.status !== 'recruiting') throw new AppError('TASK_NOT_RECRUITING', { state: task.status });
  const { place, names, ids: experienced } = await inviteCandidatesOf(db, task);
  const found = await Promise.all([
    repo.ratedIds(db, { cities: names }, CANDIDATES_PER_FILTER),
    repo.ratedIds(db, { specialty: task.types }, CANDIDATES_PER_FILTER),
    repo.ratedIds(db, {}, CANDIDATES_PER_FILTER / 2),
  ]);
  const cards = (await cardsByIds(db, [...new Set([...experienced, ...found.flat()])])).filter((c) => c.p.listed === 1 && c.p.memberId !== viewer.id);
  const ids = cards.map((c) => c.p.memberId);
  const [facts, workFacts, invited] = await Promise.all([
    designerTaskFacts(db, task, place.city, ids),
    repo.workFacts(db, ids, task.types, task.style),
    repo.invitedOf(db, task.id, ids),
  ]);
  const cityNames = new Set(names);
  const now = ctx.now().getTime();
  const rows: InviteCandidate[] = cards.map((c) => {
    const f = facts.get(c.p.memberId)!;
    const w = workFacts.get(c.p.memberId) ?? { typeWorks: 0, styleWorks: 0, lastAt: null };
    const last = Math.max(f.lastAt?.getTime() ?? 0, w.lastAt?.getTime() ?? 0);
    const s = scoreDesigner({
      sameCity: cityNames.has(c.p.city) || cityNames.has(c.p.city.toLowerCase()),
      doneHere: f.doneHere,
      doneType: f.doneType,
      typeWorks: w.typeWorks,
      styleWorks: w.styleWorks,
      rating: c.p.rating,
      ratingCount: c.p.ratingCount,
      idleDays: last ? Math.max(0, Math.floor((now - last) / DAY_MS)) : null,
      inProgress: f.inProgress,
    });
    return {
      cardno: c.cardno,
      nickname: c.nickname,
      userlogo: c.userlogo ? publicFileUrl(c.userlogo) : null,
      city: c.p.city,
      ...s,
      invited: invited.has(c.p.memberId),
      signedUp: f.signedUp,
    };
  });
  const byCardno = new Map(cards.map((c) => [c.cardno, c.p.memberId]));
  const ranked = rankBy(
    rows,
    (r) => r.score,
    (r) => byCardno.get(r.cardno)!,
  );
  const from = (body.page - 1) * body.pageSize;
  return { listItem: ranked.slice(from, from + body.pageSize), total: ranked.length, page: body.page, pageSize: body.pageSize };
}
