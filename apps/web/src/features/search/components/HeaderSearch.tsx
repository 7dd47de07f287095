import { lazy, Suspense } from 'react';

/**
 * The header's search, in its own chunk (antd AutoComplete and Input are more than the landing page's budget can
 * carry, docs/decisions/019): its place is kept while it loads.
 */
const HeaderSearchBox = lazy(() => import('./lazyParts').then((m) => ({ default: m.HeaderSearchBox })));

export function HeaderSearch() {
  return (
    <Suspense fallback={<span className="bh-search-slot" />}>
      <HeaderSearchBox />
    </Suspense>
  );
}
