/**
 * What a factory can build (docs/rules/factories.md), without zod: the public factory pages read it and load no
 * schemas (as taskOptions, modelOptions); factories.ts builds its enum from it.
 */
export const factoryCapabilities = ['structure', 'printing', 'lighting', 'av', 'furniture'] as const;

/** the largest build price, cents (100 million coins): the quote form checks it as it is typed */
export const QUOTE_PRICE_MAX = 10_000_000_000;
