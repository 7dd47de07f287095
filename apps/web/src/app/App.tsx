import { useEffect, useMemo } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/queryClient';
import { clearRequestCache } from '../lib/request';
import { useI18n } from '../i18n';
import { antdLocale, validateMessages } from '../i18n/antd';
import { subscribeLang } from '../i18n/lang';
import { AppErrorBoundary } from './errors';
import { buildRoutes } from './routes';
import './app.css';

const router = createBrowserRouter(buildRoutes());

/** docs/rules/web-client.md: message toast 3 s; notification 4.5 s, top right, 24 px from the top. */
export const MESSAGE_CONFIG = { duration: 3, maxCount: 3 };
export const NOTIFICATION_CONFIG = { placement: 'topRight', top: 24, duration: 4.5 } as const;

// Server texts (errors, messages, pages) follow the language: refetch everything after a switch.
subscribeLang(() => {
  clearRequestCache();
  void queryClient.invalidateQueries();
});

function Providers() {
  const { lang } = useI18n();
  const locale = useMemo(() => antdLocale(lang), [lang]);
  const form = useMemo(() => ({ validateMessages: validateMessages(lang) }), [lang]);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <ConfigProvider
      locale={locale}
      form={form}
      theme={{
        token: {
          colorPrimary: '#1f5fd1',
          colorLink: '#1f5fd1',
          colorError: '#cf1322',
          colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
          colorTextDescription: 'rgba(0, 0, 0, 0.6)',
          colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
          borderRadius: 8,
          fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif',
        },
      }}
    >
      <AntApp message={MESSAGE_CONFIG} notification={NOTIFICATION_CONFIG}>
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}

export default function App() {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <Providers />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
