import { errorCatalogue, type ErrorCode } from '@boothhub/shared';

/**
 * The one error type. Services throw it with a catalogue code; the error
 * handler turns it into the envelope, in the request's language.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: Record<string, string | number>;
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, params: Record<string, string | number> = {}, details?: Record<string, unknown>) {
    super(`${code}${Object.keys(params).length ? ` ${JSON.stringify(params)}` : ''}`);
    this.name = 'AppError';
    this.code = code;
    this.params = params;
    this.details = details;
  }

  get status(): number {
    return errorCatalogue[this.code].status;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/**
 * A refusal decided but not thrown: policies decide every action at once to tell the client what it may do (`can`),
 * and building an Error (its stack) for each was a twentieth of the task detail's CPU. `raise` throws it as an
 * AppError when a call is really refused.
 */
export interface Refused {
  code: ErrorCode;
  params?: Record<string, string | number>;
}
export const refuse = (code: ErrorCode, params?: Record<string, string | number>): Refused => ({ code, params });
export function raise(refusal: Refused | null): void {
  if (refusal) throw new AppError(refusal.code, refusal.params);
}
