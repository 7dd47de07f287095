import { Suspense } from 'react';
import { Button, Card, Col, Row, Space, Typography } from 'antd';
import { BuildOutlined, ShopOutlined, HighlightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { memberRoles } from '@boothhub/shared';
import { useI18n } from '../../../i18n';
import { useSession } from '../../account/session';
import { HeroSearch } from '../../search';
import { homeSections } from '../homeSections';

const roleIcons = { designer: <HighlightOutlined />, business: <ShopOutlined />, factory: <BuildOutlined /> };

/** / and /mainPage: the hero with the search box and live figures, then the sections of homeSections.tsx, then the ways in. */
export default function MainPage() {
  const { t } = useI18n();
  const session = useSession();
  return (
    <div className="bh-mainpage">
      <section className="bh-hero">
        <div className="bh-container bh-hero-inner">
          <Typography.Title level={1} className="bh-hero-title">
            {t('main.hero.title')}
          </Typography.Title>
          <Typography.Paragraph className="bh-hero-sub">{t('main.hero.subtitle')}</Typography.Paragraph>
          <HeroSearch />
          <Space wrap size="middle">
            {session.loginState ? (
              <Link to="/home">
                <Button type="primary" size="large" data-testid="hero-my-home">
                  {t('main.cta.myHome')}
                </Button>
              </Link>
            ) : (
              <>
                <Link to="/login/register">
                  <Button type="primary" size="large" data-testid="hero-register">
                    {t('main.cta.register')}
                  </Button>
                </Link>
                <Link to="/login">
                  <Button size="large" ghost data-testid="hero-login">
                    {t('main.cta.login')}
                  </Button>
                </Link>
              </>
            )}
            <Link to="/help">
              <Button size="large" type="link" className="bh-hero-link">
                {t('main.cta.help')}
              </Button>
            </Link>
          </Space>
        </div>
      </section>
      {homeSections.map(({ key, Component }) => (
        <Suspense key={key} fallback={null}>
          <Component />
        </Suspense>
      ))}
      <section className="bh-container bh-section">
        <Typography.Title level={2} className="bh-section-title">
          {t('main.roles.title')}
        </Typography.Title>
        <Row gutter={[16, 16]}>
          {memberRoles.map((r) => (
            <Col xs={24} md={8} key={r}>
              <Card className="bh-role-card" variant="outlined">
                <div className="bh-role-icon">{roleIcons[r]}</div>
                <Typography.Title level={4}>{t(`main.role.${r}.title`)}</Typography.Title>
                <Typography.Paragraph type="secondary">{t(`main.role.${r}.text`)}</Typography.Paragraph>
                {!session.loginState && (
                  <Link to={`/login/register?role=${r}`} data-testid={`hero-join-${r}`}>
                    {t('main.role.join', { role: t(`role.${r}`) })}
                  </Link>
                )}
              </Card>
            </Col>
          ))}
        </Row>
      </section>
      <section className="bh-container bh-section">
        <Typography.Title level={2} className="bh-section-title">
          {t('main.steps.title')}
        </Typography.Title>
        <ol className="bh-steps-list">
          <li>{t('main.steps.1')}</li>
          <li>{t('main.steps.2')}</li>
          <li>{t('main.steps.3')}</li>
        </ol>
      </section>
    </div>
  );
}
