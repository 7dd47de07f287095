import { useState } from 'react';
import { Button, Drawer, Grid, Layout, Menu } from 'antd';
import { HomeOutlined, LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { Link, useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n';
import { AccessCheck, usePageTitle } from '../../app/access';
import { LangSwitch } from '../../app/components/LangSwitch';
import { LogoMark } from '../../app/components/Logo';
import { PageOutlet } from '../../app/PageSpin';
import { menuLinks, type MenuEntry } from '../../components/menu';
import { useSessionActions } from '../account/session';
import { exhibitionsAdminMenu } from '../exhibitions/menu';
import { tasksAdminMenu } from '../tasks/menu';
import { walletAdminMenu } from '../wallet/menu';
import { conventionsAdminMenu } from '../conventions/menu';
import { categoriesAdminMenu } from '../categories/menu';
import { articlesAdminMenu } from '../articles/menu';
import { modelsAdminMenu } from '../models/menu';

/** The back office's menu: later queues (identity, models, top-ups, withdrawals, complaints, settings) add theirs. */
export const adminMenu: MenuEntry[] = [
  { key: '', label: 'title.adminDashboard', icon: DashboardOutlined },
  { key: 'members', label: 'title.adminMembers', icon: TeamOutlined },
  { key: 'audit', label: 'title.adminAudit', icon: AuditOutlined },
  { key: 'pages', label: 'title.adminPages', icon: FileTextOutlined },
  ...tasksAdminMenu,
  ...exhibitionsAdminMenu,
  ...modelsAdminMenu,
  ...walletAdminMenu,
  ...conventionsAdminMenu,
  ...categoriesAdminMenu,
  ...articlesAdminMenu,
];

/** /admin: its own layout (side menu, slim header), for admins only. */
export default function AdminLayout() {
  usePageTitle();
  const { t } = useI18n();
  const screens = Grid.useBreakpoint();
  const location = useLocation();
  const navigate = useNavigate();
  const actions = useSessionActions();
  const [drawer, setDrawer] = useState(false);
  const wide = screens.lg !== false;
  const current = location.pathname.split('/')[2] ?? '';
  const items = menuLinks(adminMenu, t, (key) => ({ to: `/admin${key ? `/${key}` : ''}`, testId: `admin-menu-${key || 'dashboard'}` }));
  const brand = (
    <div className="bh-admin-brand">
      <LogoMark size={24} />
      <span>{t('nav.admin')}</span>
    </div>
  );
  const menu = <Menu theme="dark" mode="inline" selectedKeys={[current]} items={items} onClick={() => setDrawer(false)} />;
  return (
    <AccessCheck>
      <Layout className="bh-admin">
        {wide ? (
          <Layout.Sider theme="dark" width={220} className="bh-admin-sider">
            {brand}
            {menu}
          </Layout.Sider>
        ) : (
          <Drawer
            open={drawer}
            onClose={() => setDrawer(false)}
            placement="left"
            size={240}
            closable={false}
            styles={{ body: { padding: 0, background: '#001529' } }}
          >
            {brand}
            {menu}
          </Drawer>
        )}
        <Layout>
          <Layout.Header className="bh-admin-header">
            {!wide && (
              <Button
                type="text"
                icon={<MenuOutlined />}
                onClick={() => setDrawer(true)}
                aria-label={t('nav.menu')}
                data-testid="admin-menu-button"
              />
            )}
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
                  // wait until the home page is shown before the session ends (see the site header's logout)
                  await navigate('/');
                  await actions.logout();
                }}
              >
                {screens.sm ? t('header.logout') : null}
              </Button>
            </div>
          </Layout.Header>
          <Layout.Content className="bh-admin-content">
            <PageOutlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </AccessCheck>
  );
}
