import { parseCents } from '@boothhub/shared';
import { useSearchParams } from 'react-router';

/** A number read from the address (`?page=2`), or undefined when absent or not a number. */
export const numberParam = (v: string | null) => (v !== null && v !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined);

/** Coins typed in the address (`?min=12.5`) as integer cents, or undefined (never through a float). */
export const centsParam = (v: string | null) => (v ? (parseCents(v) ?? undefined) : undefined);

/**
 * A search page's state in the address (shareable, the back button works): the params and `set(key, value)`, which
 * drops an empty value and goes back to page 1 on any change but the page's own (that one is a new history entry).
 */
export function useUrlQuery() {
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string | number | undefined | null) => {
    const next = new URLSearchParams(params);
    if (value === undefined || value === null || value === '') next.delete(key);
    else next.set(key, String(value));
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: key !== 'page' });
  };
  return { params, set };
}
