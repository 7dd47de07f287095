import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/queryClient';
import { clearRequestCache } from '../lib/request';
import { useI18n } from '../i18n';
import { subscribeLang } from '../i18n/lang';
import { AppErrorBoundary } from './errors';
import { noticeHolderWanted, subscribeNoticeHolder } from './notice';
import { buildRoutes } from './routes';
import { withAntdLocale } from './withAntd';
import './app.css';

const router = createBrowserRouter(buildRoutes());

// Server texts (errors, messages, pages) follow the language: refetch everything after a switch.
subscribeLang(() => {
  clearRequestCache();
  void queryClient.invalidateQueries();
});

const NoticeHolder = lazy(() => withAntdLocale(() => import('./antd/NoticeHolder')));

/** antd's toasts and notifications, rendered once a page or a notice wants them (app/notice.ts). */
function Notices() {
  const wanted = useSyncExternalStore(subscribeNoticeHolder, noticeHolderWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <NoticeHolder />
    </Suspense>
  ) : null;
}

function Root() {
  const { lang } = useI18n();
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <>
      <RouterProvider router={router} />
      <Notices />
    </>
  );
}

/** The app: no antd here — pages that show it bring it with their chunk (withAntd.tsx, docs/decisions/042). */
export default function App() {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <Root />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
