import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { AccessCheck, usePageTitle } from '../../components/access';
import { LangSwitch } from '../../components/LangSwitch';
import { Logo } from '../../components/Logo';
import { PageOutlet } from '../../components/PageSpin';

/** The login layout (docs/rules/web-client.md): a centred card under the logo, with the language switch. */
export default function LoginLayout() {
  usePageTitle();
  const { t } = useI18n();
  return (
    <div className="bh-login-layout">
      <div className="bh-login-top">
        <Logo />
        <LangSwitch />
      </div>
      <main className="bh-login-card">
        <AccessCheck>
          <PageOutlet />
        </AccessCheck>
      </main>
      <footer className="bh-login-footer">
        <Link to="/help">{t('footer.help')}</Link>
        <Link to="/about">{t('footer.about')}</Link>
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
      </footer>
    </div>
  );
}
