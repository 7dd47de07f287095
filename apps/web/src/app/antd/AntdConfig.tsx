import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { useI18n } from '../../i18n';
import { antdLocale, validateMessages } from '../../i18n/antd';

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

const THEME = {
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
};

/** antd's configuration: the app's theme, and antd's texts and form messages in the active language. */
export function AntdConfig({ children }: { children: ReactNode }) {
  const { lang } = useI18n();
  const locale = useMemo(() => antdLocale(lang), [lang]);
  const form = useMemo(() => ({ validateMessages: validateMessages(lang) }), [lang]);
  return (
    <ConfigProvider locale={locale} form={form} theme={THEME}>
      {children}
    </ConfigProvider>
  );
}
