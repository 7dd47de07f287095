import { dayProblem, spanProblem } from '@boothhub/shared';
import { buildDayKinds, buildRuleKinds, scheduleDayInput, scheduleRuleInput, type BuildSchedule } from '@boothhub/shared/contracts/buildSchedule';

/**
 * The build schedule's editor rows (decision 079) as text, and their check: the shared contract's field rules and
 * the shared rules of rules/buildCalendar.ts, the same ones `Article/huizhanSchedule` applies; errors keyed as the
 * server names them (`days.2`, `rules.0`).
 */
export type DayKind = (typeof buildDayKinds)[number];
export type RuleKind = (typeof buildRuleKinds)[number];
/** hall: a hall's id, or '' for every hall */
export interface DayRow {
  day: string;
  kind: DayKind;
  hall: string;
  opens: string;
  closes: string;
}
export interface RuleRow {
  kind: RuleKind;
  dayOffset: string;
  note: string;
  noteEn: string;
}

export const toRows = (s: BuildSchedule | null | undefined) => ({
  days: (s?.days ?? []).map((d): DayRow => ({
    day: d.day,
    kind: d.kind,
    hall: d.hallId === null ? '' : String(d.hallId),
    opens: d.opens,
    closes: d.closes,
  })),
  rules: (s?.rules ?? []).map((r): RuleRow => ({
    kind: r.kind,
    dayOffset: r.dayOffset === null ? '' : String(r.dayOffset),
    note: r.note,
    noteEn: r.noteEn,
  })),
});

const offsetOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** the body's rows, and the first problem of each row that has one */
export function checkRows(days: DayRow[], rules: RuleRow[], show: { sdate: string; edate: string }) {
  const errors: Record<string, string> = {};
  const bodyDays = days.map((d, i) => {
    const parsed = scheduleDayInput.safeParse({ day: d.day, kind: d.kind, hallId: d.hall ? Number(d.hall) : null, opens: d.opens, closes: d.closes });
    if (!parsed.success) errors[`days.${i}`] = parsed.error.issues[0]!.message;
    else errors[`days.${i}`] = spanProblem(d.opens, d.closes) ?? dayProblem(d.kind, d.day, show.sdate, show.edate) ?? '';
    return parsed.data;
  });
  const bodyRules = rules.map((r, i) => {
    const parsed = scheduleRuleInput.safeParse({ kind: r.kind, dayOffset: offsetOf(r.dayOffset), note: r.note.trim(), noteEn: r.noteEn.trim() });
    if (!parsed.success) errors[`rules.${i}`] = parsed.error.issues[0]!.message;
    return parsed.data;
  });
  for (const k of Object.keys(errors)) if (!errors[k]) delete errors[k];
  const ok = Object.keys(errors).length === 0;
  return { errors, body: ok ? { days: bodyDays.filter((d) => d !== undefined), rules: bodyRules.filter((r) => r !== undefined) } : null };
}
