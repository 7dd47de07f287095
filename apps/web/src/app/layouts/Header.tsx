import { useState } from 'react';
import { Avatar, Button, Drawer, Dropdown, Grid, Menu, Space, type MenuProps } from 'antd';
import { DashboardOutlined, DownOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import { useMember, useSession, useSessionActions } from '../../features/account/session';
import { UnreadBadge } from '../../features/messages/components/UnreadBadge';
import { HeaderSearch } from '../../features/search/components/LazySearch';
import { LangSwitch } from '../components/LangSwitch';
import { Logo } from '../components/Logo';
import { useNotice } from '../notice';

interface NavItem {
  to: string;
  label: MessageKey;
  member?: boolean;
  admin?: boolean;
  /** only in the phone drawer: on a desktop the user menu (my home, back office) or the bell (messages) has it */
  drawerOnly?: boolean;
}

/**
 * The header's links: only features that exist. Later features add theirs here. Help and About live in the footer
 * of every page; what does not fit a narrow desktop folds into the menu's "···".
 */
export const navItems: NavItem[] = [
  { to: '/', label: 'nav.mainPage' },
  { to: '/exhibition', label: 'exhibitions.nav' },
  { to: '/orderList', label: 'tasks.nav.orderList' },
  { to: '/conventionSpace', label: 'conventions.nav' },
  { to: '/article', label: 'articles.nav' },
  { to: '/designer', label: 'designers.nav' },
  { to: '/service', label: 'services.nav' },
  { to: '/gallery', label: 'designers.gallery.nav' },
  { to: '/factory', label: 'factories.nav' },
  { to: '/home', label: 'nav.myHome', member: true, drawerOnly: true },
  { to: '/message', label: 'nav.message', member: true, drawerOnly: true },
  { to: '/admin', label: 'nav.admin', admin: true, drawerOnly: true },
];

function selectedKey(pathname: string) {
  if (pathname === '/' || pathname === '/mainPage') return '/';
  const hit = navItems.find((n) => n.to !== '/' && pathname.startsWith(n.to));
  return hit?.to ?? '';
}

export function AppHeader() {
  const { t } = useI18n();
  const screens = Grid.useBreakpoint();
  const mobile = !screens.md;
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const member = useMember();
  const actions = useSessionActions();
  const notice = useNotice();
  const [drawer, setDrawer] = useState(false);
  const isAdmin = (session.role ?? member.data?.role) === 'admin';

  const shown = navItems.filter((n) => (!n.member || session.loginState) && (!n.admin || isAdmin));
  const toItem = (n: NavItem) => ({ key: n.to, label: <Link to={n.to}>{t(n.label)}</Link> });
  const items = shown.map(toItem);
  const desktopItems = shown.filter((n) => !n.drawerOnly).map(toItem);

  const logout = async () => {
    setDrawer(false);
    // Leave the page first, and wait until the home page is shown: while its lazy chunk loads the router keeps this
    // (maybe member-only) page on screen, and ending the session under it would make its access check send to /login.
    await navigate('/');
    await actions.logout();
    notice.success(t('header.loggedOut'));
  };

  const userItems: MenuProps['items'] = [
    { key: 'home', icon: <UserOutlined />, label: <Link to="/home">{t('nav.myHome')}</Link> },
    ...(isAdmin
      ? [
          {
            key: 'admin',
            icon: <DashboardOutlined />,
            label: (
              <Link to="/admin" data-testid="header-admin">
                {t('nav.admin')}
              </Link>
            ),
          },
        ]
      : []),
    {
      key: 'pc',
      label: (
        <Link to="/personalCenter/basicSettings" data-testid="header-personal-center">
          {t('nav.personalCenter')}
        </Link>
      ),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="header-logout">{t('header.logout')}</span>, onClick: logout },
  ];

  const name = member.data?.nickname || session.cardno;
  const avatar = <Avatar size="small" src={member.data?.userlogo || undefined} icon={<UserOutlined />} />;
  const authButtons = (block?: boolean) => (
    <>
      <Link to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} onClick={() => setDrawer(false)}>
        <Button type="text" block={block} data-testid="header-login">
          {t('header.login')}
        </Button>
      </Link>
      <Link to="/login/register" onClick={() => setDrawer(false)}>
        <Button type="primary" block={block} data-testid="header-register">
          {t('header.register')}
        </Button>
      </Link>
    </>
  );

  return (
    <header className="bh-header">
      <div className="bh-header-inner">
        <Logo />
        {!mobile && <Menu mode="horizontal" selectedKeys={[selectedKey(location.pathname)]} items={desktopItems} className="bh-nav" />}
        <div className="bh-header-right">
          <HeaderSearch />
          {session.loginState && <UnreadBadge />}
          {!mobile && <LangSwitch />}
          {!mobile &&
            (session.loginState ? (
              <Dropdown menu={{ items: userItems }} placement="bottomRight" trigger={['click']}>
                <Button type="text" data-testid="header-user-menu" className="bh-user-button">
                  <Space size={6}>
                    {avatar}
                    <span className="bh-user-name" data-testid="header-nickname">
                      {name}
                    </span>
                    <DownOutlined />
                  </Space>
                </Button>
              </Dropdown>
            ) : (
              session.ready && <Space>{authButtons()}</Space>
            ))}
          {mobile && (
            <Button type="text" icon={<MenuOutlined />} onClick={() => setDrawer(true)} aria-label={t('nav.menu')} data-testid="header-menu-button" />
          )}
        </div>
      </div>
      {mobile && (
        <Drawer open={drawer} onClose={() => setDrawer(false)} placement="right" size={280} title={t('app.name')}>
          {session.loginState && (
            <div className="bh-drawer-user">
              {avatar}
              <span data-testid="header-nickname">{name}</span>
            </div>
          )}
          <Menu
            mode="vertical"
            selectedKeys={[selectedKey(location.pathname)]}
            items={[
              ...items,
              ...(session.loginState
                ? [{ key: '/personalCenter', label: <Link to="/personalCenter/basicSettings">{t('nav.personalCenter')}</Link> }]
                : []),
            ]}
            onClick={() => setDrawer(false)}
            className="bh-drawer-menu"
          />
          <div className="bh-drawer-actions">
            <LangSwitch block />
            {session.loginState ? (
              <Button block icon={<LogoutOutlined />} onClick={logout} data-testid="header-logout">
                {t('header.logout')}
              </Button>
            ) : (
              session.ready && authButtons(true)
            )}
          </div>
        </Drawer>
      )}
    </header>
  );
}
