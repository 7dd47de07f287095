import { parseCents } from '@boothhub/shared';
import { useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/** A number read from the address (`?page=2`), or undefined when absent or not a number. */
export const numberParam = (v: string | null) => (v !== null && v !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined);

/** Coins typed in the address (`?min=12.5`) as integer cents, or undefined (never through a float). */
export const centsParam = (v: string | null) => (v ? (parseCents(v) ?? undefined) : undefined);

/**
 * The address's params and `update(fn)`, which builds the next params from the address as last written — not as this
 * render saw it. A navigation is rendered in a transition, so two filters picked in quick succession would otherwise
 * both start from the old address and the second would drop the first (the designers' city lost when a rating was
 * picked). A change made elsewhere (back button, a link) resets what "last written" is.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const rendered = params.toString();
  const seen = useRef(rendered);
  const latest = useRef(params);
  if (seen.current !== rendered) {
    seen.current = rendered;
    latest.current = params;
  }
  const update = (fn: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
    const next = fn(new URLSearchParams(latest.current));
    latest.current = next;
    setParams(next, options);
  };
  return { params, update };
}

/**
 * The fields of `next` that differ from `from`: what a filter bar changed when it hands back its whole value with one
 * field replaced (unchanged fields keep their identity), to be laid over the address as last written.
 */
export function changedFields<T extends object>(from: T, next: T): Partial<T> {
  return Object.fromEntries(Object.entries(next).filter(([k, v]) => from[k as keyof T] !== v)) as Partial<T>;
}

/**
 * A search page's state in the address (shareable, the back button works): the params and `set(key, value)`, which
 * drops an empty value and goes back to page 1 on any change but the page's own (that one is a new history entry).
 */
export function useUrlQuery() {
  const { params, update } = useAddressParams();
  const set = (key: string, value: string | number | undefined | null) =>
    update(
      (next) => {
        if (value === undefined || value === null || value === '') next.delete(key);
        else next.set(key, String(value));
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: key !== 'page' },
    );
  return { params, set };
}
