import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n';
import { sessionKeys, useMember, useSession } from '../../features/account/session';
import { AccessCheck, loginPath, usePageTitle } from '../../components/access';
import { PageOutlet } from '../../components/PageSpin';
import { AppHeader } from './Header';

/** Pages whose entry refetches the member info (docs/rules/web-client.md). */
const REFETCH_MEMBER_ON = ['/home', '/personalCenter/basicSettings'];

function useMemberRules() {
  const location = useLocation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const session = useSession();
  const member = useMember();
  useEffect(() => {
    if (session.loginState && REFETCH_MEMBER_ON.includes(location.pathname)) {
      void qc.refetchQueries({ queryKey: sessionKeys.member });
    }
  }, [location.pathname, session.loginState, qc]);
  // docs/rules/web-client.md: when loading member info does not succeed, the user is sent to /login.
  useEffect(() => {
    if (session.loginState && member.isError) {
      void qc.invalidateQueries({ queryKey: sessionKeys.loginCheck });
      navigate(loginPath(location), { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [member.isError, session.loginState]);
}

export function AppFooter() {
  const { t } = useI18n();
  return (
    <footer className="bh-footer">
      <div className="bh-footer-inner">
        <span>{t('footer.tagline')}</span>
        <nav className="bh-footer-links">
          <Link to="/help" data-testid="footer-help">
            {t('footer.help')}
          </Link>
          <Link to="/about" data-testid="footer-about">
            {t('footer.about')}
          </Link>
        </nav>
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
      </div>
    </footer>
  );
}

/** The main layout (docs/rules/web-client.md): header, the page under the access check, footer. */
export default function MainLayout() {
  usePageTitle();
  useMemberRules();
  return (
    <div className="bh-main-layout">
      <AppHeader />
      <main className="bh-content">
        <AccessCheck>
          <PageOutlet />
        </AccessCheck>
      </main>
      <AppFooter />
    </div>
  );
}
