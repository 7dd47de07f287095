import { MAX_CENTS } from '../cents.js';

/**
 * The sorts of the service packages' search (docs/rules/services.md), without zod: the public list reads them and
 * loads no schemas (as taskOptions, articleOptions, modelOptions); services.ts builds its enum from them.
 */
export const serviceSorts = ['newest', 'price_asc', 'price_desc', 'sales'] as const;
export type ServiceSort = (typeof serviceSorts)[number];

/** the longest a package's delivery may take, days, and its highest price, cents: the package form checks them as they are typed */
export const SERVICE_DAYS_MAX = 90;
export const SERVICE_PRICE_MAX = MAX_CENTS;

/** The limits of a package's fields, without zod: services.ts builds its schema from them and the package form checks them. */
export const serviceLimits = {
  title: { min: 4, max: 80 },
  descr: { max: 2000 },
  /** the area the offer covers, m² */
  plaza: { min: 1, max: 100_000 },
  opens: { min: 1, max: 4 },
  days: { min: 1, max: SERVICE_DAYS_MAX },
} as const;
