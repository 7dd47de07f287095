import { Suspense, type ComponentProps } from 'react';
import { PageSpin } from '../../../components/PageSpin';
import { lazyPlain } from '../../../lib/lazyPlain';

// plain markup: measured by scripts/budget.mjs as the plain part it is
const ModelViewerChunk = lazyPlain(() => import('./ModelViewer').then((m) => m.ModelViewer));

/**
 * The model centre's 3D viewer for other features (task deliveries): the component and three.js load in their own
 * chunks when it first mounts, never with the page that shows it (docs/decisions/019, 034).
 */
export function LazyModelViewer(props: ComponentProps<typeof ModelViewerChunk>) {
  return (
    <Suspense fallback={<PageSpin />}>
      <ModelViewerChunk {...props} />
    </Suspense>
  );
}
