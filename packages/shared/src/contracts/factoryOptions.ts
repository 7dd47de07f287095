/**
 * What a factory can build (docs/rules/factories.md), without zod: the public factory pages read it and load no
 * schemas (as taskOptions, modelOptions); factories.ts builds its enum from it.
 */
export const factoryCapabilities = ['structure', 'printing', 'lighting', 'av', 'furniture'] as const;

/** the largest build price, cents (100 million coins): the quote form checks it as it is typed */
export const QUOTE_PRICE_MAX = 10_000_000_000;

/** the most certificate images and booth photos a profile holds: the profile form's pickers stop there */
export const FACTORY_CERTS_MAX = 10;
export const FACTORY_PHOTOS_MAX = 20;

/** The limits of a company profile's fields, without zod: factories.ts builds its schema from them and the profile form checks them. */
export const factoryLimits = {
  companyName: { min: 2, max: 80 },
  companyNameEn: { max: 120 },
  city: { min: 1, max: 30 },
  /** m² */
  workshopArea: { min: 0, max: 10_000_000 },
  annualCapacity: { min: 0, max: 1_000_000 },
  descr: { max: 2000 },
} as const;

/** The limits of a quote request's and a quote's texts and days, without zod: factories.ts builds its schemas from them and the quote forms check them. */
export const quoteLimits = {
  /** what the business adds to its request, and what the factory adds to its quote */
  notes: { max: 2000 },
  /** days the build takes on site */
  buildDays: { min: 1, max: 60 },
  schedule: { min: 1, max: 1000 },
} as const;

/** A business's rating of the factory it chose (Quote/rate): whole stars for quality, punctuality and service; a comment. */
export const factoryRatingLimits = {
  stars: { min: 1, max: 5 },
  comment: { max: 500 },
} as const;
