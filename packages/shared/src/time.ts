/**
 * Time rules of the product. Its day is the calendar day in Asia/Shanghai
 * (UTC+8, no daylight saving): daily limits, check-ins, "new today", date
 * filters and due dates all count in it.
 */
export const HOUR_MS = 3_600_000;
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
