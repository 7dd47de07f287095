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
