import { useRef } from 'react';
import { isApiError } from './request';

/** A fresh Idempotency-Key (works outside secure contexts too, where randomUUID is missing). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per attempt of a money form: a retry after a lost answer (network error, timeout) reuses
 * it, so the server moves the money at most once; an answer (success or refusal) ends the attempt, and the next
 * submission gets a new key (the server keeps a refusal under its key too).
 */
export function useIdempotencyKey() {
  const ref = useRef<string | null>(null);
  return {
    current: () => (ref.current ??= newIdempotencyKey()),
    settle: (err?: unknown) => {
      if (!err || (isApiError(err) && err.kind === 'business')) ref.current = null;
    },
  };
}
