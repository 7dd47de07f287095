/**
 * Budget guidance from completed tasks (docs/rules/tasks.md "Budget guidance", decision 075): what similar completed
 * tasks paid per m², kept as per-band histograms of prices. The pieces both the server and the web client read.
 */

/** no figure is shown from fewer completed tasks than this */
export const GUIDE_MIN_SAMPLE = 8;

/**
 * The area bands (m²), by their lowest area: a band runs to the next one's lowest less 1, the last has no top.
 * 36–99 m² holds the common 6×6 to 9×9 stands; "nearby area" is a band with its two neighbours.
 */
export const AREA_BANDS = [1, 18, 36, 100, 200, 500, 1000] as const;

/** the index in AREA_BANDS of the band holding `plaza` m² */
export function areaBandOf(plaza: number): number {
  let band = 0;
  for (let i = 1; i < AREA_BANDS.length; i++) if (plaza >= AREA_BANDS[i]!) band = i;
  return band;
}

/** the areas of bands `from`..`to` (indexes, clamped): the top is null for the last band */
export function areaRange(from: number, to: number): { min: number; max: number | null } {
  const lo = Math.max(0, from);
  const hi = Math.min(AREA_BANDS.length - 1, to);
  return { min: AREA_BANDS[lo]!, max: hi + 1 < AREA_BANDS.length ? AREA_BANDS[hi + 1]! - 1 : null };
}

/**
 * The price bucket of a budget: cents per m², rounded to three significant figures (exact to the cent below 10
 * coins/m²), so a band holds at most ~900 buckets per decade of prices and every percentile read from the buckets is
 * within 0.5 % (or half a cent) of the exact one.
 */
export function priceBucket(costCents: number, plaza: number): number {
  const perM2 = costCents / plaza;
  if (perM2 < 1000) return Math.round(perM2);
  const step = 10 ** (Math.floor(Math.log10(perM2)) - 2);
  return Math.round(perM2 / step) * step;
}

/** A band's histogram: [bucket, tasks] with buckets ascending. */
export type Histogram = ReadonlyArray<readonly [bucket: number, count: number]>;

export interface BandFigures {
  count: number;
  /** cents per m² (nearest rank over the buckets) */
  p25: number;
  median: number;
  p75: number;
}

/** Count, p25, median and p75 (nearest rank: the value of the ⌈p·n⌉-th task in price order) of a histogram. */
export function figuresOf(h: Histogram): BandFigures | null {
  const count = h.reduce((s, [, n]) => s + n, 0);
  if (count === 0) return null;
  const at = (p: number) => {
    const rank = Math.max(1, Math.ceil(p * count));
    let seen = 0;
    for (const [bucket, n] of h) {
      seen += n;
      if (seen >= rank) return bucket;
    }
    return h[h.length - 1]![0];
  };
  return { count, p25: at(0.25), median: at(0.5), p75: at(0.75) };
}

/** Histograms added bucket by bucket (the nearby area bands read as one), buckets ascending. */
export function mergeHistograms(parts: Histogram[]): Histogram {
  const sum = new Map<number, number>();
  for (const h of parts) for (const [b, n] of h) sum.set(b, (sum.get(b) ?? 0) + n);
  return [...sum.entries()].sort((x, y) => x[0] - y[0]);
}

/** where a budget stands against a band: under its middle half, in it (under or over the median), above it */
export const budgetPositions = ['below', 'lowerMiddle', 'upperMiddle', 'above'] as const;
export type BudgetPosition = (typeof budgetPositions)[number];

/** The position of a budget of `perM2` cents per m² (its bucket) against a band's figures. */
export function positionOf(perM2: number, f: Pick<BandFigures, 'p25' | 'median' | 'p75'>): BudgetPosition {
  if (perM2 < f.p25) return 'below';
  if (perM2 > f.p75) return 'above';
  return perM2 <= f.median ? 'lowerMiddle' : 'upperMiddle';
}

/**
 * The widening ladder, tried in order until a step reaches GUIDE_MIN_SAMPLE: the design type and the storeys are
 * always the brief's; the open sides, the area band and the place widen. `opens`: the brief's open sides (false: any);
 * `nearby`: the area band with its neighbours.
 */
export const guideSteps = [
  { step: 'exact', place: 'city', opens: true, nearby: false },
  { step: 'anyOpens', place: 'city', opens: false, nearby: false },
  { step: 'nearbyArea', place: 'city', opens: false, nearby: true },
  { step: 'province', place: 'province', opens: false, nearby: false },
  { step: 'provinceNearbyArea', place: 'province', opens: false, nearby: true },
  { step: 'anywhere', place: 'anywhere', opens: false, nearby: false },
  { step: 'anywhereNearbyArea', place: 'anywhere', opens: false, nearby: true },
] as const;
export type GuideStep = (typeof guideSteps)[number]['step'];
export type GuidePlace = (typeof guideSteps)[number]['place'];
