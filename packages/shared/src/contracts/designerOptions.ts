/**
 * A designer's work (docs/rules/designers.md), without zod: the plain upload form reads these and loads no schemas
 * (as taskOptions and modelOptions); designers.ts builds its enums from them and re-exports them.
 */
export const WORK_MAX_IMAGES = 20;
export const workVisibilities = ['public', 'hidden'] as const;

/** The limits of a work's texts, without zod: designers.ts builds its schema from them and the upload form checks them. */
export const workLimits = {
  title: { min: 2, max: 80 },
  descr: { max: 2000 },
} as const;
