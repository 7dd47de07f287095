/**
 * The build calendar's date and hour arithmetic (issue 36 part 3, decision 079), shared by the server (which
 * refuses) and the web (which draws and pre-checks): days are calendar days `YYYY-MM-DD` (the show's local days,
 * no time zone), hours are minutes since midnight written `HH:MM`, in steps of half an hour. A crew's booked hours
 * are cut into half-hour slots; one slot of one crew on one day is held by at most one booking (the database's
 * unique key, decision 079).
 */

/** minutes of one slot: hours are booked and opened in half hours */
export const SLOT_MINUTES = 30;
export const DAY_MINUTES = 24 * 60;
/** how far before the show's first day move-in may start, and after its last day move-out may end */
export const MOVE_IN_MAX_DAYS = 30;
export const MOVE_OUT_MAX_DAYS = 10;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_RE = /^([01]\d|2[0-4]):([0-5]\d)$/;

const utc = (day: string) => {
  const m = DAY_RE.exec(day);
  if (!m) throw new Error(`not a day: ${day}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
};
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** the day `n` days after `day` (negative: before) */
export const addDays = (day: string, n: number): string => fromUtc(utc(day) + n * 86_400_000);
/** whole days from `from` to `to` (negative when `to` is earlier) */
export const daysBetween = (from: string, to: string): number => Math.round((utc(to) - utc(from)) / 86_400_000);
/** every day from `from` to `to`, both included */
export function dayRange(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
/** `2026-12` → its days */
export function monthDays(month: string): string[] {
  return dayRange(`${month}-01`, addDays(`${addMonths(month, 1)}-01`, -1));
}
/** the month `n` months after `month` (`YYYY-MM`) */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const k = y * 12 + (m - 1) + n;
  return `${String(Math.floor(k / 12)).padStart(4, '0')}-${String((k % 12) + 1).padStart(2, '0')}`;
}
/** day of the week, 0 = Sunday */
export const weekday = (day: string): number => new Date(utc(day)).getUTCDay();

/** `08:30` → 510; NaN when not a clock time (24:00 is the day's end) */
export function minutesOf(clock: string): number {
  const m = CLOCK_RE.exec(clock);
  if (!m) return NaN;
  const v = Number(m[1]) * 60 + Number(m[2]);
  return v > DAY_MINUTES ? NaN : v;
}
/** 510 → `08:30` */
export const clockOf = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** why the hours `opens`–`closes` are not a span of one day in half hours, or null */
export function spanProblem(opens: string, closes: string): string | null {
  const a = minutesOf(opens);
  const b = minutesOf(closes);
  if (Number.isNaN(a) || Number.isNaN(b)) return 'hours are HH:MM within a day (00:00–24:00)';
  if (a % SLOT_MINUTES || b % SLOT_MINUTES) return `hours are in steps of ${SLOT_MINUTES} minutes`;
  if (b <= a) return 'the end must be after the start';
  return null;
}

/** the half-hour slots (0–47) the hours cover */
export function slotsOf(opens: string, closes: string): number[] {
  const out: number[] = [];
  for (let m = minutesOf(opens); m < minutesOf(closes); m += SLOT_MINUTES) out.push(m / SLOT_MINUTES);
  return out;
}

/** the two spans of the same day meet (touching ends do not) */
export const spansOverlap = (a: { opens: string; closes: string }, b: { opens: string; closes: string }) =>
  minutesOf(a.opens) < minutesOf(b.closes) && minutesOf(b.opens) < minutesOf(a.closes);

export type BuildDayKind = 'move_in' | 'move_out';

/** why `day` cannot be a move-in or move-out day of a show running `sdate`–`edate`, or null */
export function dayProblem(kind: BuildDayKind, day: string, sdate: string, edate: string): string | null {
  if (kind === 'move_in') {
    if (day > sdate) return 'move-in ends by the first show day';
    if (daysBetween(day, sdate) > MOVE_IN_MAX_DAYS) return `move-in starts at most ${MOVE_IN_MAX_DAYS} days before the show`;
  } else {
    if (day < edate) return 'move-out starts on the last show day or later';
    if (daysBetween(edate, day) > MOVE_OUT_MAX_DAYS) return `move-out ends at most ${MOVE_OUT_MAX_DAYS} days after the show`;
  }
  return null;
}

export interface ScheduleDay {
  day: string;
  kind: BuildDayKind;
  /** null: every hall */
  hallId: number | null;
  opens: string;
  closes: string;
}

/** the hours a hall is open for building on `day`: its own entry, else the all-halls entry; null when closed */
export function hallHours<D extends ScheduleDay>(days: readonly D[], day: string, hallId: number | null, kind: BuildDayKind = 'move_in'): D | null {
  const ofDay = days.filter((d) => d.day === day && d.kind === kind);
  return ofDay.find((d) => hallId !== null && d.hallId === hallId) ?? ofDay.find((d) => d.hallId === null) ?? null;
}

/** the move-in window of a hall: its first and last move-in day, or null when the schedule has none */
export function moveInWindow(days: readonly ScheduleDay[], hallId: number | null) {
  const open = days.filter((d) => d.kind === 'move_in' && (d.hallId === null || d.hallId === hallId)).map((d) => d.day);
  if (!open.length) return null;
  open.sort();
  return { from: open[0]!, to: open[open.length - 1]! };
}

/** the day `offset` days from the show's first day (day −3: three days before it) */
export const dayOfOffset = (sdate: string, offset: number) => addDays(sdate, offset);
/** how a day is named against the show: `D−3`, `D0`, `D+1` */
export function offsetLabel(sdate: string, day: string): string {
  const n = daysBetween(sdate, day);
  return n === 0 ? 'D0' : n < 0 ? `D−${-n}` : `D+${n}`;
}
