import { cityIn } from '../cities.js';
import { designTypes } from './taskOptions.js';

/**
 * A designer's saved task-hall searches without zod (decision 074): the limit and the one-line name of a search, which
 * the server writes into its messages and the web shows in the personal centre (both read it from here).
 */

/** saved searches a designer may keep */
export const SAVED_SEARCH_MAX = 10;

/** what a saved search keeps: the task hall's filters without order and states */
export interface SavedSearchFilters {
  keyword?: string;
  types?: string[];
  city?: string[];
  costMin?: number;
  costMax?: number;
  plazaMin?: number;
  plazaMax?: number;
}

const coins = (cents: number) => String(Math.floor(cents / 100));

function band(min: number | undefined, max: number | undefined, unit: string): string | null {
  if (min === undefined && max === undefined) return null;
  if (min === undefined) return `≤ ${max}${unit}`;
  if (max === undefined) return `≥ ${min}${unit}`;
  return `${min}–${max}${unit}`;
}

/** "上海 · 展台设计 · 5000–20000 金币": the search's filters in a line, in `lang` (all tasks when it has none). */
export function savedSearchLabel(f: SavedSearchFilters, lang: 'zh-CN' | 'en-US'): string {
  const zh = lang === 'zh-CN';
  const types = (f.types ?? []).map((t) => designTypes[t as keyof typeof designTypes]?.[zh ? 'zh' : 'en'] ?? t);
  const budget = band(
    f.costMin === undefined ? undefined : Number(coins(f.costMin)),
    f.costMax === undefined ? undefined : Number(coins(f.costMax)),
    zh ? ' 金币' : ' coins',
  );
  const parts = [
    // a city in the message's language (decision 087)
    f.city?.length ? f.city.map((c) => cityIn(c, lang)).join(' / ') : null,
    types.length ? types.join(' / ') : null,
    f.keyword ? `“${f.keyword}”` : null,
    budget,
    band(f.plazaMin, f.plazaMax, ' m²'),
  ].filter((p): p is string => p !== null);
  return parts.length ? parts.join(' · ') : zh ? '全部任务' : 'all tasks';
}
