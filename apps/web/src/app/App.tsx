import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/queryClient';
import { useI18n } from '../i18n';
import { subscribeLang } from '../i18n/lang';
import { AppErrorBoundary } from './errors';
import { buildRoutes } from './routes';
import { Toasts } from './Toasts';
import './app.css';

const router = createBrowserRouter(buildRoutes());

// Server texts (errors, messages, pages) follow the language: refetch everything after a switch.
subscribeLang(() => {
  void queryClient.invalidateQueries();
});

function Root() {
  const { lang } = useI18n();
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <>
      <RouterProvider router={router} />
      <Toasts />
    </>
  );
}

/** The app: the router and the toasts; each page comes with its own chunk (docs/decisions/042). */
export default function App() {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <Root />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
