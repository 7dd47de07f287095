import { lazy, type ComponentType } from 'react';

/**
 * React.lazy of a part a page loads with its first use or when it comes into view (the landing page's sections, a
 * dialog, an editor): drawn in plain markup (components/lite), like every page. scripts/budget.mjs reads these lines
 * and measures such a part as what it loads.
 */
export function lazyPlain<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
