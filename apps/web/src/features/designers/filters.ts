import type { DesignerQuery } from './api';

/**
 * The directory's filters live in the URL (like the exhibitions list): `searchKey`, `city` (repeated),
 * `specialty` (repeated), `minRating`, `minCompleted`, `sort`.
 */
export interface DirectoryFilters {
  q: string;
  city: string[];
  specialty: string[];
  minRating: number;
  minCompleted: number;
  sort: 'rating' | 'completed' | 'newest';
}

const sorts = ['rating', 'completed', 'newest'] as const;
const num = (s: string | null, max: number) => {
  const n = Number(s ?? 0);
  return Number.isFinite(n) && n >= 0 && n <= max ? n : 0;
};

export function readDirectory(p: URLSearchParams): DirectoryFilters {
  const sort = p.get('sort') as DirectoryFilters['sort'] | null;
  return {
    q: (p.get('searchKey') ?? '').trim(),
    city: p.getAll('city').filter(Boolean),
    specialty: p.getAll('specialty').filter(Boolean),
    minRating: num(p.get('minRating'), 5),
    minCompleted: Math.floor(num(p.get('minCompleted'), 1_000_000)),
    sort: sort && sorts.includes(sort) ? sort : 'rating',
  };
}

export function writeDirectory(f: DirectoryFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.q) p.set('searchKey', f.q);
  for (const c of f.city) p.append('city', c);
  for (const s of f.specialty) p.append('specialty', s);
  if (f.minRating) p.set('minRating', String(f.minRating));
  if (f.minCompleted) p.set('minCompleted', String(f.minCompleted));
  if (f.sort !== 'rating') p.set('sort', f.sort);
  return p;
}

export const toDirectoryQuery = (f: DirectoryFilters): Omit<DesignerQuery, 'page' | 'pageSize'> => ({
  ...(f.q ? { searchKey: f.q } : {}),
  ...(f.city.length ? { city: f.city } : {}),
  ...(f.specialty.length ? { specialty: f.specialty } : {}),
  ...(f.minRating ? { minRating: f.minRating } : {}),
  ...(f.minCompleted ? { minCompleted: f.minCompleted } : {}),
  sort: f.sort,
});
