import { z } from 'zod';
import { MAX_CENTS } from './cents.js';

/** The schemas of money, integer cents; the type and its text form are in cents.ts, without zod. */
export { MAX_CENTS, formatCents, parseCents, type Cents } from './cents.js';

export const cents = z.number().int().min(0).max(MAX_CENTS);
export const positiveCents = z.number().int().min(1).max(MAX_CENTS);
