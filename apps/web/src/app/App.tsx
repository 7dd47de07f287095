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
        components: AA_COMPONENTS,
      }}
    >
      <AntApp message={MESSAGE_CONFIG} notification={NOTIFICATION_CONFIG}>
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}

/**
 * WCAG AA contrast (4.5:1) where antd's defaults fall short: a coloured tag writes its text in the colour's 7th shade
 * on its 1st, which is too light for orange, green, cyan, gold, lime, volcano and yellow — those take a darker shade
 * (component tokens: the CSS-in-JS rules outrank any stylesheet); empty-state texts are grey enough to read.
 */
const AA_COMPONENTS = {
  Tag: {
    orange7: '#ad4e00',
    green7: '#237804',
    cyan7: '#006d75',
    gold7: '#874d00',
    lime7: '#3f6600',
    volcano7: '#ad2102',
    yellow7: '#876800',
    colorSuccess: '#237804',
    colorWarning: '#ad4e00',
  },
  Empty: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)', colorTextDescription: 'rgba(0, 0, 0, 0.6)' },
};

export default function App() {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <Providers />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
