/**
 * Time rules of the product. Its day is the calendar day in Asia/Shanghai
 * (UTC+8, no daylight saving): daily limits, check-ins, "new today", date
 * filters and due dates all count in it.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const SHANGHAI_OFFSET_MS = 8 * HOUR_MS;

/** `2025-03-01` for any moment of that day in Shanghai */
export const shanghaiDay = (at: Date): string => new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);

/** `2025-03-01 18:30`: the moment as a Shanghai clock shows it (messages; the product's times are Shanghai's) */
export const shanghaiMinute = (at: Date): string => new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** midnight of `at`'s Shanghai day (also right for moments before 1970) */
export function startOfShanghaiDay(at: Date): Date {
  const local = at.getTime() + SHANGHAI_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - SHANGHAI_OFFSET_MS);
}

/** midnight starting the Shanghai day `YYYY-MM-DD` */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00+08:00`);
/** midnight ending it (the start of the next day) */
export const dayEnd = (day: string): Date => new Date(dayStart(day).getTime() + DAY_MS);
/** the last millisecond of the Shanghai day `YYYY-MM-DD` (a due date given as a day) */
export const endOfShanghaiDay = (day: string): Date => new Date(dayEnd(day).getTime() - 1);
/** the day before `day` */
export const previousDay = (day: string): string => shanghaiDay(new Date(dayStart(day).getTime() - DAY_MS));
/** the day `days` days before `day` (negative: after) */
export const daysBefore = (day: string, days: number): string => shanghaiDay(new Date(dayStart(day).getTime() - days * DAY_MS));
/** `days` whole days after `at` (deadlines such as auto-accept) */
export const daysAfter = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS);

// Calendar days and months as the wire writes them (`YYYY-MM-DD`, `YYYY-MM`): plain arithmetic on the calendar, no
// zone involved (a day string is already a Shanghai day). The web's date filters and month calendar use these.

/** today in Shanghai, `YYYY-MM-DD` */
export const today = (): string => shanghaiDay(new Date());
/** whether `s` is a real calendar day written `YYYY-MM-DD` (not `2027-02-30`) */
export const isDay = (s: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
/** the day `days` days after `day` (negative: before) */
export const shiftDay = (day: string, days: number): string => daysBefore(day, -days);
/** how many days the month `YYYY-MM` has */
export const daysInMonth = (month: string): number => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
/** the month `YYYY-MM` `months` months after `month` (negative: before) */
export function shiftMonth(month: string, months: number): string {
  const at = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + months, 1));
  return at.toISOString().slice(0, 7);
}
/** the same day `months` months later; the month's last day when it is shorter (31 January + 1 month = 28 February) */
export function addMonthsToDay(day: string, months: number): string {
  const month = shiftMonth(day.slice(0, 7), months);
  return `${month}-${String(Math.min(Number(day.slice(8, 10)), daysInMonth(month))).padStart(2, '0')}`;
}
/** the first and the last day of the month `YYYY-MM` */
export const monthStart = (month: string): string => `${month}-01`;
export const monthEnd = (month: string): string => `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
/** the weekday of a day, 0 Sunday to 6 Saturday */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();
