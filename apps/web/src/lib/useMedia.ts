import { useCallback, useSyncExternalStore } from 'react';

/**
 * The viewport's width a page rendered on the server is drawn for (decision 076): a phone's when the request came
 * from one (its user agent), else a desktop's. The client hydrates with the same guess (it comes with the page's
 * state), then draws for its real width.
 */
let guessedWidth = 1280;
export const PHONE_WIDTH = 390;
export const DESKTOP_WIDTH = 1280;
export const setGuessedWidth = (width: number) => {
  guessedWidth = width;
};

/** what a `(min-width: Npx)` / `(max-width: Npx)` query answers at the guessed width; any other query: no */
export function guessMedia(query: string, width = guessedWidth): boolean {
  const m = /^\((min|max)-width:\s*([\d.]+)px\)$/.exec(query.trim());
  if (!m) return false;
  const px = Number(m[2]);
  return m[1] === 'min' ? width >= px : width <= px;
}

/** Whether the media query matches now, kept up to date (antd's `md` breakpoint is `(min-width: 768px)`). */
export function useMedia(query: string): boolean {
  const subscribe = useCallback(
    (change: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', change);
      return () => list.removeEventListener('change', change);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => guessMedia(query),
  );
}

/** antd's `md` breakpoint: a desktop's (or a tablet's) width rather than a phone's. */
export const useDesktop = () => useMedia('(min-width: 768px)');
