import type { MessageKey } from '../../i18n';
import type { Capability } from './api';

/** The i18n key of a capability's label. */
export const capKey = (c: Capability) => `factories.cap.${c}` as MessageKey;

/** The directory's filters live in the URL (`searchKey`, `city` repeated, `capability` repeated), like the exhibitions list. */
export interface FactoryFilters {
  q: string;
  city: string[];
  capability: Capability[];
}
const known = new Set<string>(['structure', 'printing', 'lighting', 'av', 'furniture']);

export function readFilters(p: URLSearchParams): FactoryFilters {
  return {
    q: (p.get('searchKey') ?? '').trim(),
    city: p.getAll('city').filter(Boolean),
    capability: p.getAll('capability').filter((c): c is Capability => known.has(c)),
  };
}

export function writeFilters(p: URLSearchParams, f: FactoryFilters): URLSearchParams {
  const next = new URLSearchParams(p);
  for (const k of ['searchKey', 'city', 'capability']) next.delete(k);
  if (f.q) next.set('searchKey', f.q);
  for (const c of f.city) next.append('city', c);
  for (const c of f.capability) next.append('capability', c);
  return next;
}

export const toQuery = (f: FactoryFilters) => ({
  ...(f.q ? { searchKey: f.q } : {}),
  ...(f.city.length ? { city: f.city } : {}),
  ...(f.capability.length ? { capability: f.capability } : {}),
});

/** The three ratings a business gives a factory's build (Quote/rate), with their names. */
export const ratingStars = [
  { key: 'quality', label: 'factories.rate.quality' },
  { key: 'punctuality', label: 'factories.rate.punctuality' },
  { key: 'service', label: 'factories.rate.service' },
] as const satisfies ReadonlyArray<{ key: string; label: MessageKey }>;
