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
