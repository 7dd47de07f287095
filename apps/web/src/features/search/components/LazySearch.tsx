import { lazy, Suspense, type ReactElement } from 'react';

/**
 * A search box from the search's own chunk (lazyParts.ts: antd AutoComplete and Input are more than the landing page's
 * budget can carry, docs/decisions/019), its place kept by `slot` while it loads.
 */
function lazySearch(name: 'HeaderSearchBox' | 'HeroSearchBox', slot: ReactElement) {
  const Box = lazy(() => import('./lazyParts').then((m) => ({ default: m[name] })));
  return function LazySearch() {
    return (
      <Suspense fallback={slot}>
        <Box />
      </Suspense>
    );
  };
}

/** The header's search. */
export const HeaderSearch = lazySearch('HeaderSearchBox', <span className="bh-search-slot" />);

/** The home page hero's search box and live figures. */
export const HeroSearch = lazySearch('HeroSearchBox', <div className="bh-search-slot bh-search-slot-large" />);
