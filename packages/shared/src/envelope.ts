import { z } from 'zod';
import type { ErrorCode, ShowType } from './errors.js';

/** The envelope of every JSON answer (docs/rules/api.md). */
export interface OkEnvelope<T> {
  errCode: 'success';
  success: true;
  data: T;
}
export interface ErrorEnvelope {
  errCode: 'failed';
  success: false;
  errorCode: ErrorCode;
  errorMessage: string;
  showType: ShowType;
  data: null;
  /** extra machine-readable facts, e.g. the offending field or seconds to wait */
  details?: Record<string, unknown>;
}
export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;

export const okEnvelope = <T extends z.ZodType>(data: T) => z.object({ errCode: z.literal('success'), success: z.literal(true), data });

export const errorEnvelopeSchema = z.object({
  errCode: z.literal('failed'),
  success: z.literal(false),
  errorCode: z.string(),
  errorMessage: z.string(),
  showType: z.number(),
  data: z.null(),
  details: z.record(z.string(), z.unknown()).optional(),
});
