import { Suspense, useState } from 'react';
import { Button, Grid, Layout, Menu } from 'antd';
import { AuditOutlined, DashboardOutlined, FileTextOutlined, HomeOutlined, LogoutOutlined, TeamOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import { AccessCheck, usePageTitle } from '../../app/access';
import { LangSwitch } from '../../app/components/LangSwitch';
import { LogoMark } from '../../app/components/Logo';
import { PageSpin } from '../../app/PageSpin';
import { useSessionActions } from '../account/session';

/** The back office's menu: later queues (identity, models, top-ups, withdrawals, complaints, settings) add theirs. */
export const adminMenu: Array<{ key: string; label: MessageKey; icon: React.ReactNode }> = [
  { key: '', label: 'title.adminDashboard', icon: <DashboardOutlined /> },
  { key: 'members', label: 'title.adminMembers', icon: <TeamOutlined /> },
  { key: 'audit', label: 'title.adminAudit', icon: <AuditOutlined /> },
  { key: 'pages', label: 'title.adminPages', icon: <FileTextOutlined /> },
];

/** /admin: its own layout (side menu, slim header), for admins only. */
export default function AdminLayout() {
  usePageTitle();
  const { t } = useI18n();
  const screens = Grid.useBreakpoint();
  const location = useLocation();
  const navigate = useNavigate();
  const actions = useSessionActions();
  const [collapsed, setCollapsed] = useState(false);
  const current = location.pathname.split('/')[2] ?? '';
  const items = adminMenu.map((m) => ({
    key: m.key,
    icon: m.icon,
    label: (
      <Link to={`/admin${m.key ? `/${m.key}` : ''}`} data-testid={`admin-menu-${m.key || 'dashboard'}`}>
        {t(m.label)}
      </Link>
    ),
  }));
  return (
    <AccessCheck>
      <Layout className="bh-admin">
        <Layout.Sider
          breakpoint="lg"
          collapsedWidth={0}
          collapsed={screens.lg ? false : collapsed}
          onCollapse={setCollapsed}
          theme="dark"
          width={220}
          className="bh-admin-sider"
        >
          <div className="bh-admin-brand">
            <LogoMark size={24} />
            <span>{t('nav.admin')}</span>
          </div>
          <Menu theme="dark" mode="inline" selectedKeys={[current]} items={items} onClick={() => !screens.lg && setCollapsed(true)} />
        </Layout.Sider>
        <Layout>
          <Layout.Header className="bh-admin-header">
            <Link to="/" className="bh-admin-back">
              <HomeOutlined /> {t('admin.backToSite')}
            </Link>
            <div className="bh-header-right">
              <LangSwitch />
              <Button
                type="text"
                icon={<LogoutOutlined />}
                data-testid="header-logout"
                onClick={async () => {
                  await actions.logout();
                  navigate('/');
                }}
              >
                {screens.sm ? t('header.logout') : null}
              </Button>
            </div>
          </Layout.Header>
          <Layout.Content className="bh-admin-content">
            <Suspense fallback={<PageSpin />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </AccessCheck>
  );
}
