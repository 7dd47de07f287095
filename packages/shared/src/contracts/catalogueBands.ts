/**
 * What the catalogue's lists share (docs/rules/catalogue.md#search-and-lists), without zod (the public list pages
 * read it and load no schemas; catalogue.ts builds the query from it): the seed's search state (`searchKey`, `city` list, `sizeRange`, `plaza` with 0 = any) plus industry and a
 * date range, and the bands that `plaza` (area, m²) and `sizeRange` (capacity, people) stand for.
 * Server and client read the same tables; a band is `[min, max)` and `max` null means no upper bound.
 */
export interface Band {
  value: number;
  min: number;
  max: number | null;
}

/** Area bands (m²) of `plaza`: 0 = any. */
export const PLAZA_BANDS: readonly Band[] = [
  { value: 1, min: 0, max: 5_000 },
  { value: 2, min: 5_000, max: 20_000 },
  { value: 3, min: 20_000, max: 50_000 },
  { value: 4, min: 50_000, max: 100_000 },
  { value: 5, min: 100_000, max: null },
];

/** Capacity bands (people) of `sizeRange`: 0 = any. */
export const SIZE_BANDS: readonly Band[] = [
  { value: 1, min: 0, max: 100 },
  { value: 2, min: 100, max: 500 },
  { value: 3, min: 500, max: 2_000 },
  { value: 4, min: 2_000, max: 10_000 },
  { value: 5, min: 10_000, max: null },
];

export const bandOf = (bands: readonly Band[], value: number | undefined): Band | undefined =>
  value ? bands.find((b) => b.value === value) : undefined;
