/**
 * The sorts of the service packages' search (docs/rules/services.md), without zod: the public list reads them and
 * loads no schemas (as taskOptions, articleOptions, modelOptions); services.ts builds its enum from them.
 */
export const serviceSorts = ['newest', 'price_asc', 'price_desc', 'sales'] as const;
export type ServiceSort = (typeof serviceSorts)[number];
