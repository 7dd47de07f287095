import { addMonthsToDay, monthEnd, monthStart, today as shanghaiToday } from '@boothhub/shared/time';
import * as catalogue from '@boothhub/shared/contracts/catalogueBands';

/**
 * The list page's filters and their place in the URL (the seed's search state: searchKey, sizeRange, plaza with
 * 0 = any, the city list), plus industry, a date range and the tab. Defaults are left out of the URL, so a plain
 * /conventionSpace is "everything", and a filtered list can be bookmarked and shared.
 */
export type ListTab = 'conventions' | 'venues';
export type DatePreset = '' | 'month' | 'next3' | 'range';

export interface ListFilters {
  tab: ListTab;
  searchKey: string;
  city: string[];
  sizeRange: number;
  plaza: number;
  industry: string;
  dates: DatePreset;
  /** the chosen range (YYYY-MM-DD) when dates = 'range' */
  from: string;
  to: string;
}

export const emptyFilters: ListFilters = {
  tab: 'conventions',
  searchKey: '',
  city: [],
  sizeRange: 0,
  plaza: 0,
  industry: '',
  dates: '',
  from: '',
  to: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const band = (raw: string | null, bands: readonly catalogue.Band[]) => {
  const n = Number(raw);
  return Number.isInteger(n) && bands.some((b) => b.value === n) ? n : 0;
};

/** Reads the filters from the URL; anything malformed falls back to its default. */
export function readFilters(params: URLSearchParams): ListFilters {
  const dates = params.get('dates');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const preset: DatePreset = dates === 'month' || dates === 'next3' ? dates : dates === 'range' && DAY.test(from) && DAY.test(to) ? 'range' : '';
  return {
    tab: params.get('tab') === 'venues' ? 'venues' : 'conventions',
    searchKey: (params.get('searchKey') ?? '').trim().slice(0, 60),
    city: [
      ...new Set(
        params
          .getAll('city')
          .map((c) => c.trim())
          .filter(Boolean),
      ),
    ].slice(0, 20),
    sizeRange: band(params.get('sizeRange'), catalogue.SIZE_BANDS),
    plaza: band(params.get('plaza'), catalogue.PLAZA_BANDS),
    industry: (params.get('industry') ?? '').trim().slice(0, 32),
    dates: preset,
    from: preset === 'range' ? from : '',
    to: preset === 'range' ? to : '',
  };
}

/** The URL search params of the filters (defaults left out). */
export function writeFilters(f: ListFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.tab !== 'conventions') p.set('tab', f.tab);
  if (f.searchKey) p.set('searchKey', f.searchKey);
  for (const c of f.city) p.append('city', c);
  if (f.sizeRange) p.set('sizeRange', String(f.sizeRange));
  if (f.plaza) p.set('plaza', String(f.plaza));
  if (f.industry && f.tab === 'conventions') p.set('industry', f.industry);
  if (f.dates && f.tab === 'conventions') {
    p.set('dates', f.dates);
    if (f.dates === 'range') {
      p.set('from', f.from);
      p.set('to', f.to);
    }
  }
  return p;
}

/** The date range a preset stands for, on `today` (YYYY-MM-DD). */
export function dateRange(f: Pick<ListFilters, 'dates' | 'from' | 'to'>, today = shanghaiToday()): { dateFrom?: string; dateTo?: string } {
  switch (f.dates) {
    case 'month':
      return { dateFrom: monthStart(today.slice(0, 7)), dateTo: monthEnd(today.slice(0, 7)) };
    case 'next3':
      return { dateFrom: today, dateTo: addMonthsToDay(today, 3) };
    case 'range':
      return { dateFrom: f.from, dateTo: f.to };
    default:
      return {};
  }
}

/** The search call's filters (without page/pageSize). */
export function toQuery(f: ListFilters) {
  return {
    ...(f.searchKey ? { searchKey: f.searchKey } : {}),
    ...(f.city.length ? { city: f.city } : {}),
    sizeRange: f.sizeRange,
    plaza: f.plaza,
    ...(f.tab === 'conventions' && f.industry ? { industry: f.industry } : {}),
    ...(f.tab === 'conventions' ? dateRange(f) : {}),
  };
}
