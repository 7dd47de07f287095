import { useCallback, useSyncExternalStore } from 'react';

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
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** antd's `md` breakpoint: a desktop's (or a tablet's) width rather than a phone's. */
export const useDesktop = () => useMedia('(min-width: 768px)');
