import type { PlotState } from '@boothhub/shared/contracts/exhibitionOptions';
import { areaM2, type PlanPlot } from './planTypes';

/**
 * A plot's look on the public floor plan (Expocad-style, decision 070): its fill says its state — free, reserved,
 * sold — and a marker says a design task is open for it; the open sides stay the pattern drawn over the fill.
 */
export const STATE_FILL: Record<PlotState, string> = {
  free: '#f6ffed',
  reserved: '#ffe58f',
  sold: '#bfbfbf',
};
/** the marker of a plot with an open design task */
export const TASK_MARK = '#1677ff';

/** the task states in which a task is still open for its booth (designers sign up, or the work goes on) */
const OPEN = new Set(['unpaid', 'recruiting', 'in_progress', 'delivered', 'disputed']);

export const plotState = (p: PlanPlot): PlotState => p.state ?? 'free';
/** a public task recruiting designers for this plot: the plan's "a design task is open" */
export const hasRecruitingTask = (p: PlanPlot) => (p.tasks ?? []).some((t) => t.status === 'recruiting');
/** the viewer's own tasks for this plot that are not finished (asked about before posting a second one) */
export const myOpenTasks = (p: PlanPlot) => (p.tasks ?? []).filter((t) => t.mine && OPEN.has(t.status));

/** the size bands of the filter, in m² (upper bound included) */
export const SIZE_BANDS = {
  s: [0, 18],
  m: [18, 36],
  l: [36, 72],
  xl: [72, Infinity],
} as const;
export type SizeBand = keyof typeof SIZE_BANDS;

export interface PlotFilter {
  freeOnly: boolean;
  size?: SizeBand;
  opens?: number;
}
export const NO_FILTER: PlotFilter = { freeOnly: false };

/** Whether a plot passes the plan's filters (free only: free and no task recruiting for it). */
export function passes(p: PlanPlot, f: PlotFilter): boolean {
  if (f.freeOnly && (plotState(p) !== 'free' || hasRecruitingTask(p))) return false;
  if (f.opens !== undefined && p.opens !== f.opens) return false;
  if (f.size) {
    const [lo, hi] = SIZE_BANDS[f.size];
    const a = areaM2(p);
    if (!(a > lo && a <= hi)) return false;
  }
  return true;
}

export const isFiltered = (f: PlotFilter) => f.freeOnly || f.size !== undefined || f.opens !== undefined;
