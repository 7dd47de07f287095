import { addMonthsToDay, isDay, monthEnd, monthStart, today as shanghaiToday } from '@boothhub/shared/time';

/**
 * The exhibition list's filter state lives in the URL's search params, so a filtered list can be shared and the
 * back button returns to the previous filters, named as on the conventions list (the seed's search state):
 * `searchKey`, `city` (repeated), `industry`, `dates` (`month` this month, `next3` the next three months, `range`
 * with `from`/`to`), `plaza` (area band), `plan=1` (only those with a floor plan), `view=calendar` and
 * `month=YYYY-MM` for the calendar.
 */
export type DateMode = '' | 'month' | 'next3' | 'range';
export interface ListFilters {
  q: string;
  city: string[];
  industry: string;
  date: DateMode;
  from: string;
  to: string;
  plaza: number;
  /** only exhibitions with a floor plan */
  plan: boolean;
}

const modes: DateMode[] = ['', 'month', 'next3', 'range'];

export function readFilters(p: URLSearchParams): ListFilters {
  const date = (p.get('dates') ?? '') as DateMode;
  const plaza = Number(p.get('plaza') ?? 0);
  return {
    q: (p.get('searchKey') ?? '').trim(),
    city: p.getAll('city').filter(Boolean),
    industry: p.get('industry') ?? '',
    date: modes.includes(date) ? date : '',
    from: validDay(p.get('from')),
    to: validDay(p.get('to')),
    plaza: Number.isInteger(plaza) && plaza >= 0 && plaza <= 5 ? plaza : 0,
    plan: p.get('plan') === '1',
  };
}

const validDay = (s: string | null) => (s && isDay(s) ? s : '');

/** Writes the filters into the params, keeping the others (view, month); empty ones are left out. */
export function writeFilters(p: URLSearchParams, f: ListFilters): URLSearchParams {
  const next = new URLSearchParams(p);
  for (const k of ['searchKey', 'city', 'industry', 'dates', 'from', 'to', 'plaza', 'plan']) next.delete(k);
  if (f.q) next.set('searchKey', f.q);
  for (const c of f.city) next.append('city', c);
  if (f.industry) next.set('industry', f.industry);
  if (f.date) next.set('dates', f.date);
  if (f.date === 'range' && f.from && f.to) {
    next.set('from', f.from);
    next.set('to', f.to);
  }
  if (f.plaza) next.set('plaza', String(f.plaza));
  if (f.plan) next.set('plan', '1');
  return next;
}

/** The days the date filter stands for (today, a Shanghai day, decides "this month" and "the next three months"). */
export function dateRange(f: Pick<ListFilters, 'date' | 'from' | 'to'>, today = shanghaiToday()): { dateFrom?: string; dateTo?: string } {
  switch (f.date) {
    case 'month':
      return { dateFrom: monthStart(today.slice(0, 7)), dateTo: monthEnd(today.slice(0, 7)) };
    case 'next3':
      return { dateFrom: today, dateTo: addMonthsToDay(today, 3) };
    case 'range':
      return f.from && f.to ? { dateFrom: f.from, dateTo: f.to } : {};
    default:
      return {};
  }
}

/** The body of Common/searchHuizhan for these filters (without page). */
export function toQuery(f: ListFilters, today = shanghaiToday()) {
  return {
    ...(f.q ? { searchKey: f.q } : {}),
    ...(f.city.length ? { city: f.city } : {}),
    ...(f.industry ? { industry: f.industry } : {}),
    ...(f.plaza ? { plaza: f.plaza } : {}),
    ...(f.plan ? { hasPlan: true } : {}),
    ...dateRange(f, today),
  };
}

export const activeCount = (f: ListFilters) =>
  (f.city.length ? 1 : 0) + (f.industry ? 1 : 0) + (f.date ? 1 : 0) + (f.plaza ? 1 : 0) + (f.plan ? 1 : 0);

/** The exhibitions (sdate…edate) running on `day`. */
export const runsOn = (e: { sdate: string; edate: string }, day: string) => e.sdate <= day && day <= e.edate;
