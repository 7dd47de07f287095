import type { z } from 'zod';
import { dayOfOffset, dayProblem, hallHours, spanProblem, type Lang, type ScheduleDay } from '@boothhub/shared';
import type { BuildSchedule, BuildRuleKind, huizhanSchedule } from '@boothhub/shared/contracts/buildSchedule';
import type { BuildWindow } from '@boothhub/shared/contracts/crews';
import type { Db } from '../../db/client.js';
import type { StoredSchedule } from '../../db/schema/index.js';
import { localize } from '../../lib/localize.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { assertMayPlan } from './exhibitions.policy.js';
import * as repo from './exhibitions.repository.js';

/**
 * An exhibition's build schedule (issue 36 part 3, decision 079): move-in and move-out days with hall hours, and its
 * build rules. The publisher or an admin replaces it whole (like the floor plan: any state, no review); it is
 * answered with the exhibition and its floor plan, and factories book crew days against it (`buildWindowOf`).
 */

type Body = z.output<typeof huizhanSchedule.body>;
type HallName = { id: number; name: string; nameEn: string | null };

const invalid = (field: string, reason: string) => new AppError('VALIDATION_FAILED', { field, reason }, { field });

const dayOrder = (a: ScheduleDay, b: ScheduleDay) =>
  a.day.localeCompare(b.day) || a.kind.localeCompare(b.kind) || (a.hallId ?? 0) - (b.hallId ?? 0) || a.opens.localeCompare(b.opens);

/** the stored schedule as answered, hall names in the request's language; null when none is set */
export function scheduleOut(lang: Lang, sdate: string, s: StoredSchedule | null, halls: HallName[]): BuildSchedule | null {
  if (!s || (!s.days.length && !s.rules.length)) return null;
  const names = new Map(halls.map((h) => [h.id, localize(lang, h.name, h.nameEn)]));
  return {
    days: [...s.days].sort(dayOrder).map((d) => ({ ...d, hallName: d.hallId === null ? null : (names.get(d.hallId) ?? null) })),
    rules: s.rules.map((r) => ({
      kind: r.kind as BuildRuleKind,
      dayOffset: r.dayOffset,
      day: r.dayOffset === null ? null : dayOfOffset(sdate, r.dayOffset),
      note: r.note,
      noteEn: r.noteEn,
    })),
  };
}

/** The schedule's rules, the first broken one as VALIDATION_FAILED naming its row (`days.2`, `rules.0`). */
export function checkSchedule(body: Pick<Body, 'days' | 'rules'>, show: { sdate: string; edate: string }, hallIds: Set<number>) {
  const seen = new Set<string>();
  body.days.forEach((d, i) => {
    const at = `days.${i}`;
    const span = spanProblem(d.opens, d.closes);
    if (span) throw invalid(at, span);
    const when = dayProblem(d.kind, d.day, show.sdate, show.edate);
    if (when) throw invalid(at, `${d.day}: ${when}`);
    if (d.hallId !== null && !hallIds.has(d.hallId)) throw invalid(at, 'the hall is not on this exhibition’s floor plan');
    const key = `${d.day}/${d.kind}/${d.hallId ?? '*'}`;
    if (seen.has(key)) throw invalid(at, `${d.day} is given twice for the same hall`);
    seen.add(key);
  });
  body.rules.forEach((r, i) => {
    if (r.kind !== 'note' && r.dayOffset === null) throw invalid(`rules.${i}`, 'needs the day (days from the show’s first day)');
    if (r.kind === 'note' && !r.note && !r.noteEn) throw invalid(`rules.${i}`, 'a note needs its text');
  });
}

/** Article/huizhanSchedule: replaces the schedule in one transaction (the publisher or an admin). */
export async function replaceSchedule(ctx: AppContext, viewer: Viewer, lang: Lang, body: Body) {
  return ctx.db.transaction(async (tx) => {
    const ex = await repo.lockExhibition(tx, body.id);
    assertMayPlan(ex, viewer);
    const halls = await repo.hallNames(tx, ex.id);
    checkSchedule(body, ex, new Set(halls.map((h) => h.id)));
    const stored: StoredSchedule | null =
      body.days.length || body.rules.length
        ? {
            days: body.days.map((d) => ({ day: d.day, kind: d.kind, hallId: d.hallId, opens: d.opens, closes: d.closes })),
            rules: body.rules.map((r) => ({ kind: r.kind, dayOffset: r.dayOffset, note: r.note, noteEn: r.noteEn })),
          }
        : null;
    await repo.saveSchedule(tx, ex.id, stored, ctx.now());
    return scheduleOut(lang, ex.sdate, stored, halls) ?? { days: [], rules: [] };
  });
}

/** The schedule of an exhibition as the public pages show it (halls named), for the query service. */
export async function scheduleOfExhibition(db: Db, lang: Lang, ex: { id: number; sdate: string; buildSchedule: StoredSchedule | null }) {
  if (!ex.buildSchedule) return null;
  return scheduleOut(lang, ex.sdate, ex.buildSchedule, await repo.hallNames(db, ex.id));
}

/**
 * Where a booth's build may book crews (the factories' quotes, decision 079): the approved exhibition's move-in days
 * that open the plot's hall (its own hours, else the every-hall hours), in order; null when the exhibition is not
 * public or has no move-in day for that hall.
 */
export async function buildWindowOf(db: Db, lang: Lang, exhibitionId: number | null, plotId: number | null): Promise<BuildWindow | null> {
  if (!exhibitionId) return null;
  const ex = await repo.findExhibition(db, exhibitionId);
  if (!ex || ex.status !== 'approved' || !ex.buildSchedule) return null;
  const plot = plotId ? await repo.findPlot(db, ex.id, plotId) : undefined;
  const hallId = plot?.hallId ?? null;
  const halls = await repo.hallNames(db, ex.id);
  const all = scheduleOut(lang, ex.sdate, ex.buildSchedule, halls)?.days ?? [];
  const moveIn = [...new Set(all.filter((d) => d.kind === 'move_in').map((d) => d.day))]
    .map((day) => hallHours(all, day, hallId))
    .filter((d) => d !== null);
  if (!moveIn.length) return null;
  const hall = halls.find((h) => h.id === hallId);
  return {
    exhibitionId: ex.id,
    exhibitionTitle: localize(lang, ex.title, ex.titleEn),
    hallName: hall ? localize(lang, hall.name, hall.nameEn) : null,
    days: moveIn.map((d) => ({ ...d, hallName: d.hallName ?? null })),
  };
}

/** exhibitions' titles in the request's language, by id (a factory's calendar names its shows) */
export async function exhibitionTitles(db: Db, lang: Lang, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await repo.exhibitionsByIds(db, ids);
  return new Map(rows.map((r) => [r.ex.id, localize(lang, r.ex.title, r.ex.titleEn)]));
}
