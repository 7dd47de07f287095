import { useSyncExternalStore } from 'react';

/**
 * What a page the server renders (decision 076) must draw as the server does: the server knows neither the viewer's
 * time zone nor what is in view.
 */

/** running on the server (entry-server.tsx), not in a browser */
export const onServer = typeof window === 'undefined';

const noChange = () => () => undefined;

/**
 * True while the component is drawn as the server drew it — on the server, and in the browser while it takes that
 * page over (React hydrates with the server's snapshot, whenever each part hydrates) —, false on every render the
 * browser makes itself; the component is drawn again once it changes.
 */
export const useServerDrawn = () =>
  useSyncExternalStore(
    noChange,
    () => false,
    () => true,
  );
