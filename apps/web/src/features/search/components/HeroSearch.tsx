import { lazy, Suspense } from 'react';

/** The home page hero's search box and live figures, from the search's lazy chunk (lazyParts.ts); its place is kept while it loads. */
const HeroSearchBox = lazy(() => import('./lazyParts').then((m) => ({ default: m.HeroSearchBox })));

export function HeroSearch() {
  return (
    <Suspense fallback={<div className="bh-search-slot bh-search-slot-large" />}>
      <HeroSearchBox />
    </Suspense>
  );
}
