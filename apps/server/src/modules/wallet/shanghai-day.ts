/**
 * Days in Asia/Shanghai (UTC+8, no daylight saving): the product's day for
 * daily limits, check-ins and date filters.
 */
const OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** `2025-03-01` for any moment of that day in Shanghai */
export const shanghaiDay = (at: Date): string => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** midnight of `at`'s Shanghai day */
export function startOfShanghaiDay(at: Date): Date {
  const local = at.getTime() + OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - OFFSET_MS);
}

/** midnight starting the Shanghai day `YYYY-MM-DD` */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00+08:00`);
/** midnight ending it (the start of the next day) */
export const dayEnd = (day: string): Date => new Date(dayStart(day).getTime() + DAY_MS);
/** the day before `day` */
export const previousDay = (day: string): string => shanghaiDay(new Date(dayStart(day).getTime() - DAY_MS));
