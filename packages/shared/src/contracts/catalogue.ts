import { z } from 'zod';
import { line } from '../fields.js';
import { pageQuery } from '../pagination.js';
import { day } from './tasks.js';
import { PLAZA_BANDS, SIZE_BANDS, bandOf, type Band } from './catalogueBands.js';

export { PLAZA_BANDS, SIZE_BANDS, bandOf, type Band };
export { MAX_EVENT_DAYS, eventDays } from './catalogueDates.js';

const band = (bands: readonly Band[]) => z.number().int().min(0).max(bands.length).default(0);

/** The catalogue's list filters; each list takes the ones that apply to it. */
export const catalogueQuery = {
  ...pageQuery,
  searchKey: line(60).optional(),
  /** one city or several */
  city: z.union([line(30).min(1), z.array(line(30).min(1)).max(20)]).optional(),
  /** area band (PLAZA_BANDS), 0 = any */
  plaza: band(PLAZA_BANDS),
  /** capacity band (SIZE_BANDS), 0 = any */
  sizeRange: band(SIZE_BANDS),
  /** an industry code (categories tree `industry`) */
  industry: line(32).min(1).optional(),
  /** entries whose days overlap [dateFrom, dateTo] (either may be left out) */
  dateFrom: day.optional(),
  dateTo: day.optional(),
};

/** A list of cities from the wire's one-or-several. */
export const cityList = (city: string | string[] | undefined): string[] => (city === undefined ? [] : Array.isArray(city) ? city : [city]);
