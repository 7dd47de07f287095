import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/queryClient';
import { useI18n } from '../i18n';
import { subscribeLang } from '../i18n/lang';
import { AppErrorBoundary } from './errors';
import { buildRoutes } from './routes';
import { Toasts } from './Toasts';
import './app.css';

// Server texts (errors, messages, pages) follow the language: refetch everything after a switch.
subscribeLang(() => {
  void queryClient.invalidateQueries();
});

/** The browser's router; with the state of a page the server rendered, it starts where the server's render ended. */
export const createAppRouter = (routes: RouteObject[] = buildRoutes(), hydrationData?: HydrationState) =>
  createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);

/**
 * Loads the lazy routes that match the address before the router is made: a server-rendered page is hydrated with its
 * page in place, not with the spinner the router shows while a lazy route loads (a hydration mismatch).
 */
export async function loadMatchedRoutes(routes: RouteObject[], path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}

function Root({ children }: { children: ReactNode }) {
  const { lang } = useI18n();
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <>
      {children}
      <Toasts />
    </>
  );
}

/**
 * The app around its router — the error boundary, the query cache and the toasts —, the same in the browser and in the
 * server's render (entry-server.tsx).
 */
export function AppShell({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={client}>
        <Root>{children}</Root>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}

/** The app: the router and the toasts; each page comes with its own chunk (docs/decisions/042). */
export default function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppShell client={queryClient}>
      <RouterProvider router={router} />
    </AppShell>
  );
}
