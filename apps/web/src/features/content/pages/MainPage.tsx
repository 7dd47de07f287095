import { Suspense } from 'react';
import BuildOutlined from '@ant-design/icons-svg/es/asn/BuildOutlined';
import HighlightOutlined from '@ant-design/icons-svg/es/asn/HighlightOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import { Link } from 'react-router';
import { memberRoles } from '@boothhub/shared';
import { useI18n } from '../../../i18n';
import { useSession } from '../../account/session';
import { HeroSearch } from '../../search';
import { homeSections } from '../homeSections';
import { Icon } from '../../../components/lite/Icon';
import { WhenNear } from '../../../components/lite/WhenNear';

const roleIcons = { designer: HighlightOutlined, business: ShopOutlined, factory: BuildOutlined };

/**
 * / and /mainPage: the hero with the search box and live figures, the three roles, then the live sections of
 * homeSections.tsx and the first steps. Plain markup, in the entry (docs/decisions/042); the live sections load with
 * their chunks when a reader scrolls toward them (on a desktop they are in reach at once).
 */
export default function MainPage() {
  const { t } = useI18n();
  const session = useSession();
  return (
    <div className="bh-mainpage">
      <section className="bh-hero">
        <div className="bh-container bh-hero-inner">
          <h1 className="bh-hero-title">{t('main.hero.title')}</h1>
          <p className="bh-hero-sub">{t('main.hero.subtitle')}</p>
          <HeroSearch />
          <div className="bh-hero-actions">
            {session.loginState ? (
              <Link to="/home" className="bh-btn bh-btn-primary bh-btn-large" data-testid="hero-my-home">
                {t('main.cta.myHome')}
              </Link>
            ) : (
              <>
                <Link to="/login/register" className="bh-btn bh-btn-primary bh-btn-large" data-testid="hero-register">
                  {t('main.cta.register')}
                </Link>
                <Link to="/login" className="bh-btn bh-btn-ghost bh-btn-large" data-testid="hero-login">
                  {t('main.cta.login')}
                </Link>
              </>
            )}
            <Link to="/help" className="bh-btn bh-btn-link bh-btn-large bh-hero-link">
              {t('main.cta.help')}
            </Link>
          </div>
        </div>
      </section>
      <section className="bh-container bh-section">
        <h2 className="bh-section-title">{t('main.roles.title')}</h2>
        <div className="bh-role-grid">
          {memberRoles.map((r) => (
            <div className="bh-role-card" key={r}>
              <div className="bh-role-icon">
                <Icon icon={roleIcons[r]} />
              </div>
              <h3 className="bh-role-title">{t(`main.role.${r}.title`)}</h3>
              <p className="bh-role-text">{t(`main.role.${r}.text`)}</p>
              {!session.loginState && (
                <Link to={`/login/register?role=${r}`} data-testid={`hero-join-${r}`}>
                  {t('main.role.join', { role: t(`role.${r}`) })}
                </Link>
              )}
            </div>
          ))}
        </div>
      </section>
      <WhenNear testId="home-sections">
        {homeSections.map(({ key, Component }) => (
          <Suspense key={key} fallback={null}>
            <Component />
          </Suspense>
        ))}
      </WhenNear>
      <section className="bh-container bh-section">
        <h2 className="bh-section-title">{t('main.steps.title')}</h2>
        <ol className="bh-steps-list">
          <li>{t('main.steps.1')}</li>
          <li>{t('main.steps.2')}</li>
          <li>{t('main.steps.3')}</li>
        </ol>
      </section>
    </div>
  );
}
