/**
 * Matching both ways (docs/rules/tasks.md "Matching", decision 078): the designers a business may invite to a task,
 * ranked, and the recruiting tasks recommended to a designer, each with the reasons it was ranked so (kinds and
 * numbers; the client words them in its language). Both scores are here and nowhere else: the server ranks with
 * them, bench/matching-quality.ts measures them.
 */

/** what is known of a designer against one task */
export interface DesignerFacts {
  /** the designer's city is the task's */
  sameCity: boolean;
  /** completed tasks of the task's design type in the task's city */
  doneHere: number;
  /** completed tasks of the task's design type anywhere (doneHere included) */
  doneType: number;
  /** public works of the task's design type */
  typeWorks: number;
  /** public works in the task's style */
  styleWorks: number;
  /** the mean of attitude, speed and quality in tenths (45 = 4.5), and how many ratings it rests on */
  rating: number;
  ratingCount: number;
  /** whole days since the designer last signed up, completed or published a work; null: never */
  idleDays: number | null;
  /** tasks in progress (selected, delivered or in a complaint) */
  inProgress: number;
}

export type DesignerReason =
  | { kind: 'doneHere'; n: number }
  | { kind: 'doneType'; n: number }
  | { kind: 'sameCity' }
  | { kind: 'typeWorks'; n: number }
  | { kind: 'styleWorks'; n: number }
  | { kind: 'rating'; value: number; n: number }
  | { kind: 'active'; days: number }
  | { kind: 'load'; n: number };

/** the weights of the invite ranking: points at saturation (decision 078 says why these) */
export const DESIGNER_WEIGHTS = {
  doneHere: 30,
  doneType: 18,
  sameCity: 10,
  typeWorks: 6,
  styleWorks: 8,
  rating: 20,
  active: 10,
  /** taken off per task in progress beyond the first, at most three times */
  load: 6,
} as const;

/** x / (x + k): 0 at 0, a half at k, towards 1 — a first few tasks say much, the hundredth little */
const sat = (x: number, k: number) => (x <= 0 ? 0 : x / (x + k));
const round1 = (x: number) => Math.round(x * 10) / 10;

/** The invite score of a designer for a task (higher first) and the reasons shown with it, strongest first. */
export function scoreDesigner(f: DesignerFacts): { score: number; reasons: DesignerReason[] } {
  const w = DESIGNER_WEIGHTS;
  const elsewhere = Math.max(0, f.doneType - f.doneHere);
  // a rating of 3.0 or less adds nothing, 5.0 adds all, trusted as ratings accumulate
  const ratingPart = f.ratingCount > 0 ? Math.min(1, Math.max(0, (f.rating - 30) / 20)) * sat(f.ratingCount, 2) : 0;
  const activePart = f.idleDays === null ? 0 : f.idleDays <= 30 ? 1 : f.idleDays <= 90 ? 0.5 : 0;
  const parts: Array<[number, DesignerReason | null]> = [
    [w.doneHere * sat(f.doneHere, 2), f.doneHere > 0 ? { kind: 'doneHere', n: f.doneHere } : null],
    [w.doneType * sat(elsewhere, 2), elsewhere > 0 && f.doneHere === 0 ? { kind: 'doneType', n: f.doneType } : null],
    [f.sameCity ? w.sameCity : 0, f.sameCity && f.doneHere === 0 ? { kind: 'sameCity' } : null],
    [w.styleWorks * sat(f.styleWorks, 2), f.styleWorks > 0 ? { kind: 'styleWorks', n: f.styleWorks } : null],
    [w.typeWorks * sat(f.typeWorks, 2), f.typeWorks > 0 && f.styleWorks === 0 ? { kind: 'typeWorks', n: f.typeWorks } : null],
    [w.rating * ratingPart, f.ratingCount > 0 ? { kind: 'rating', value: f.rating, n: f.ratingCount } : null],
    [w.active * activePart, f.idleDays !== null && f.idleDays <= 90 ? { kind: 'active', days: f.idleDays } : null],
    [-w.load * Math.min(3, Math.max(0, f.inProgress - 1)), f.inProgress > 0 ? { kind: 'load', n: f.inProgress } : null],
  ];
  const score = round1(parts.reduce((s, [p]) => s + p, 0));
  const reasons = parts
    .filter((p): p is [number, DesignerReason] => p[1] !== null)
    .sort((a, b) => Math.abs(b[0]) - Math.abs(a[0]))
    .map(([, r]) => r);
  return { score, reasons };
}

/** what is known of a recruiting task against one designer */
export interface TaskFacts {
  /** the designer completed tasks of this design type: anywhere, and in this task's city */
  doneType: number;
  doneHere: number;
  /** the designer's city is the task's */
  sameCity: boolean;
  /** the task's budget per m² in cents, and the designer's own past mean per m² for this type (else overall; null: none) */
  budgetPerM2: number;
  myPerM2: number | null;
  /** whole days until the design is due, and the designer's tasks in progress */
  daysLeft: number;
  inProgress: number;
}

export type BudgetFit = 'above' | 'fits' | 'low' | 'tooLow';
export type DeadlineFit = 'ample' | 'tight' | 'tooTight';

export type TaskReason =
  | { kind: 'doneHere'; n: number }
  | { kind: 'doneType'; n: number }
  | { kind: 'sameCity' }
  | { kind: 'budget'; fit: BudgetFit; percent: number }
  | { kind: 'deadline'; fit: DeadlineFit; days: number; load: number };

export const TASK_WEIGHTS = { doneHere: 30, doneType: 20, sameCity: 15, budget: 15, deadline: 10 } as const;

/** days a designer needs per task on hand, the new one included, for a due date to be ample */
export const DAYS_PER_TASK = 7;

/** the budget against the designer's own past price per m²: at or over → above, from 90 % fits, from 70 % low */
export function budgetFitOf(budgetPerM2: number, myPerM2: number): { fit: BudgetFit; percent: number } {
  const percent = Math.round((budgetPerM2 * 100) / Math.max(1, myPerM2));
  return { fit: percent >= 110 ? 'above' : percent >= 90 ? 'fits' : percent >= 70 ? 'low' : 'tooLow', percent };
}

/** the due date against the load: a week per task on hand (the new one too) is ample, under a week too tight */
export function deadlineFitOf(daysLeft: number, inProgress: number): DeadlineFit {
  if (daysLeft >= DAYS_PER_TASK * (inProgress + 1)) return 'ample';
  return daysLeft >= DAYS_PER_TASK ? 'tight' : 'tooTight';
}

/** The recommendation score of a recruiting task for a designer (higher first) and its reasons, strongest first. */
export function scoreTask(f: TaskFacts): { score: number; reasons: TaskReason[] } {
  const w = TASK_WEIGHTS;
  const parts: Array<[number, TaskReason | null]> = [
    [w.doneHere * sat(f.doneHere, 2), f.doneHere > 0 ? { kind: 'doneHere', n: f.doneHere } : null],
    [w.doneType * sat(f.doneType - f.doneHere, 2), f.doneType > 0 && f.doneHere === 0 ? { kind: 'doneType', n: f.doneType } : null],
    [f.sameCity ? w.sameCity : 0, f.sameCity && f.doneHere === 0 ? { kind: 'sameCity' } : null],
  ];
  if (f.myPerM2 !== null) {
    const b = budgetFitOf(f.budgetPerM2, f.myPerM2);
    const part = b.fit === 'above' ? 1 : b.fit === 'fits' ? 0.8 : b.fit === 'low' ? 0.2 : -1;
    parts.push([w.budget * part, { kind: 'budget', ...b }]);
  }
  const d = deadlineFitOf(f.daysLeft, f.inProgress);
  parts.push([w.deadline * (d === 'ample' ? 1 : d === 'tight' ? 0 : -1), { kind: 'deadline', fit: d, days: f.daysLeft, load: f.inProgress }]);
  const score = round1(parts.reduce((s, [p]) => s + p, 0));
  const reasons = parts
    .filter((p): p is [number, TaskReason] => p[1] !== null)
    .sort((a, b) => Math.abs(b[0]) - Math.abs(a[0]))
    .map(([, r]) => r);
  return { score, reasons };
}

/** Rank items by score, highest first; ties by the given key, highest (newest) first. */
export function rankBy<T>(items: T[], score: (t: T) => number, tie: (t: T) => number): T[] {
  return items
    .map((t) => ({ t, s: score(t), k: tie(t) }))
    .sort((a, b) => b.s - a.s || b.k - a.k)
    .map((x) => x.t);
}
