import { Component, lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
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

/** How long after a failed load of the toasts' chunk the next try starts, try by try. */
const NOTICE_RETRY_MS = [5_000, 15_000, 60_000];

/** A failed load of the toasts' chunk (the network, a deploy) must not take the page down: nothing shows instead. */
class QuietBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('the notices could not be loaded', error);
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * antd's toasts and notifications, rendered once a page or a notice wants them (app/notice.ts). Notices said while
 * the chunk loads wait for it; if it fails they wait for the next try.
 */
function Notices() {
  const wanted = useSyncExternalStore(subscribeNoticeHolder, noticeHolderWanted);
  const [attempt, setAttempt] = useState(0);
  // a new lazy component per try: React keeps a failed one's error
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Holder = useMemo(() => lazy(() => withAntdLocale(() => import('./antd/NoticeHolder'))), [attempt]);
  if (!wanted) return null;
  const retry = () => {
    const wait = NOTICE_RETRY_MS[attempt];
    if (wait !== undefined) setTimeout(() => setAttempt((a) => a + 1), wait);
  };
  return (
    <QuietBoundary key={attempt} onError={retry}>
      <Suspense fallback={null}>
        <Holder />
      </Suspense>
    </QuietBoundary>
  );
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
