import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { useI18n } from '../i18n';
import { Icon } from './lite/Icon';

/** Switches between zh-CN and en-US; the label names the language it switches to. */
export function LangSwitch({ block }: { block?: boolean }) {
  const { lang, setLang, t } = useI18n();
  const next = lang === 'zh-CN' ? 'en-US' : 'zh-CN';
  return (
    <button
      type="button"
      className={`bh-btn bh-btn-text${block ? ' bh-btn-block' : ''}`}
      onClick={() => setLang(next)}
      data-testid="lang-switch"
      data-lang={lang}
      aria-label={t('header.language')}
    >
      <Icon icon={GlobalOutlined} />
      <span>{t(`lang.${next}`)}</span>
    </button>
  );
}
