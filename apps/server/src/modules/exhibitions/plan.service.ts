import type { z } from 'zod';
import type { exhibitions as contract, Lang } from '@boothhub/shared';
import { PLAN_MAX_PLOTS, type HallInput } from '@boothhub/shared/contracts/exhibitions';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { plotGeometry, plotMarkOut } from './exhibitions.presenter.js';
import { assertMayPlan } from './exhibitions.policy.js';
import * as repo from './exhibitions.repository.js';
import { boothOf } from './query.service.js';

type PlanBody = z.output<typeof contract.huizhanPlan.body>;
type MarkBody = z.output<typeof contract.huizhanPlotMark.body>;

const invalid = (field: string, reason: string) => new AppError('VALIDATION_FAILED', { field, reason }, { field });

interface Box {
  xCm: number;
  yCm: number;
  widthCm: number;
  depthCm: number;
}
const overlaps = (a: Box, b: Box) => a.xCm < b.xCm + b.widthCm && b.xCm < a.xCm + a.widthCm && a.yCm < b.yCm + b.depthCm && b.yCm < a.yCm + a.depthCm;

/**
 * A floor plan's rules (docs/rules/catalogue.md "Floor plans"), the first broken one as VALIDATION_FAILED naming
 * its row (`halls.1.plots.4`): at most PLAN_MAX_PLOTS plots in all, every plot inside its hall, numbers unique
 * in a hall, no two plots of a hall overlapping (touching edges are fine). Sizes > 0 are the contract's.
 */
export function checkPlan(halls: HallInput[]) {
  const total = halls.reduce((n, h) => n + h.plots.length, 0);
  if (total > PLAN_MAX_PLOTS) throw invalid('halls', `at most ${PLAN_MAX_PLOTS} plots in all (${total} sent)`);
  halls.forEach((h, hi) => {
    const numbers = new Map<string, number>();
    h.plots.forEach((p, pi) => {
      const at = `halls.${hi}.plots.${pi}`;
      if (p.xCm + p.widthCm > h.widthCm || p.yCm + p.depthCm > h.depthCm)
        throw invalid(at, `plot ${p.number} reaches outside hall ${h.name} (${h.widthCm} × ${h.depthCm} cm)`);
      const twin = numbers.get(p.number.toLowerCase());
      if (twin !== undefined) throw invalid(at, `plot number ${p.number} is used twice in hall ${h.name} (rows ${twin + 1} and ${pi + 1})`);
      numbers.set(p.number.toLowerCase(), pi);
    });
    // sweep along x: only plots whose x ranges meet are compared
    const order = h.plots.map((p, i) => ({ p, i })).sort((a, b) => a.p.xCm - b.p.xCm);
    for (let a = 0; a < order.length; a++) {
      const A = order[a]!;
      for (let b = a + 1; b < order.length && order[b]!.p.xCm < A.p.xCm + A.p.widthCm; b++) {
        const B = order[b]!;
        if (overlaps(A.p, B.p)) {
          const [first, second] = A.i < B.i ? [A, B] : [B, A];
          throw invalid(`halls.${hi}.plots.${second.i}`, `plot ${second.p.number} overlaps plot ${first.p.number} in hall ${h.name}`);
        }
      }
    }
  });
}

/**
 * Article/huizhanPlan: replaces the whole floor plan in one transaction (the publisher or an admin, in any
 * state, no re-review). Halls and plots sent with the id of one of this exhibition's rows keep it, so tasks
 * posted for a plot still point at it; other ids are ignored and the row is new.
 */
export async function replaceFloorPlan(ctx: AppContext, viewer: Viewer, lang: Lang, body: PlanBody) {
  checkPlan(body.halls);
  const id = await ctx.db.transaction(async (tx) => {
    const ex = await repo.lockExhibition(tx, body.id);
    assertMayPlan(ex, viewer);
    const known = await repo.planIds(tx, ex.id);
    const seenHalls = new Set<number>();
    const seenPlots = new Set<number>();
    const keep = (id: number | undefined, mine: Set<number>, seen: Set<number>) => {
      if (id === undefined || !mine.has(id) || seen.has(id)) return undefined;
      seen.add(id);
      return id;
    };
    await repo.replacePlan(
      tx,
      ex.id,
      body.halls.map((h) => ({
        id: keep(h.id, known.halls, seenHalls),
        name: h.name,
        nameEn: h.nameEn || null,
        widthCm: h.widthCm,
        depthCm: h.depthCm,
        plots: h.plots.map((p) => ({ id: keep(p.id, known.plots, seenPlots), ...plotGeometry(p) })),
      })),
    );
    return ex.id;
  });
  // the answer is read after the commit, on the pool: its reads side by side (not on the transaction's one connection)
  const row = await repo.exhibitionWithVenue(ctx.db, id);
  return boothOf(ctx, viewer, lang, row!, true);
}

/**
 * Article/huizhanPlotMark: the organiser (the exhibition's publisher) or an admin marks a plot free, reserved or
 * sold (decision 070). A free plot keeps no exhibitor; the name is shown to everyone only when `exhibitorPublic`.
 */
export async function markPlot(ctx: AppContext, viewer: Viewer, body: MarkBody) {
  return ctx.db.transaction(async (tx) => {
    const ex = await repo.lockExhibition(tx, body.id);
    assertMayPlan(ex, viewer);
    const held = body.state !== 'free';
    const name = held ? body.exhibitor?.trim() || null : null;
    const row = await repo.markPlot(tx, ex.id, body.plotId, {
      state: body.state,
      exhibitor: name,
      exhibitorPublic: held && name !== null && (body.exhibitorPublic ?? false),
    });
    if (!row) throw new AppError('PLOT_NOT_FOUND', {}, { field: 'plotId' });
    return { id: row.id, ...plotGeometry(row), ...plotMarkOut(row, true) };
  });
}
