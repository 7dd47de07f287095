import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useI18n } from '../../i18n';

/** Switches between zh-CN and en-US; the label names the language it switches to. */
export function LangSwitch({ block }: { block?: boolean }) {
  const { lang, setLang, t } = useI18n();
  const next = lang === 'zh-CN' ? 'en-US' : 'zh-CN';
  return (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      onClick={() => setLang(next)}
      data-testid="lang-switch"
      data-lang={lang}
      aria-label={t('header.language')}
      block={block}
    >
      {t(`lang.${next}`)}
    </Button>
  );
}
