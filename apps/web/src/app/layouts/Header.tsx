import { useCallback, useEffect, useState } from 'react';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import EllipsisOutlined from '@ant-design/icons-svg/es/asn/EllipsisOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Link, useLocation, useNavigate } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import { useMember, useSession, useSessionActions } from '../../features/account/session';
import { UnreadBadge } from '../../features/messages/components/UnreadBadge';
import { HeaderSearch } from '../../features/search';
import { LangSwitch } from '../../components/LangSwitch';
import { Logo } from '../../components/Logo';
import { Avatar } from '../../components/lite/Avatar';
import { Drawer } from '../../components/lite/Drawer';
import { Icon } from '../../components/lite/Icon';
import { MenuButton } from '../../components/lite/MenuButton';
import { useFolded } from '../../lib/useFolded';
import { useDesktop } from '../../lib/useMedia';
import { useNotice } from '../../lib/notice';

interface NavItem {
  to: string;
  label: MessageKey;
  member?: boolean;
  admin?: boolean;
  /** only in the phone drawer: on a desktop the user menu (my home, back office) or the bell (messages) has it */
  drawerOnly?: boolean;
  /** its heading in the phone menu (events, the marketplace, the community, the member's own); none for Home */
  group?: NavGroup;
}

/**
 * The header's links: every public area (issue 32), grouped — events (exhibitions, conventions and venues), the
 * marketplace (tasks, services, models, factories), the community (designers, gallery, articles). On a desktop they
 * stand in this order and what does not fit folds into the menu's "···"; the phone menu lists them under their
 * group's heading. Help and About live in the footer of every page.
 */
export const navItems: NavItem[] = [
  { to: '/', label: 'nav.mainPage' },
  { to: '/exhibition', label: 'exhibitions.nav', group: 'events' },
  { to: '/conventionSpace', label: 'conventions.nav', group: 'events' },
  { to: '/orderList', label: 'tasks.nav.orderList', group: 'market' },
  { to: '/service', label: 'services.nav', group: 'market' },
  { to: '/modelCenter', label: 'models.nav', group: 'market' },
  { to: '/factory', label: 'factories.nav', group: 'market' },
  { to: '/designer', label: 'designers.nav', group: 'community' },
  { to: '/gallery', label: 'designers.gallery.nav', group: 'community' },
  { to: '/article', label: 'articles.nav', group: 'community' },
  { to: '/home', label: 'nav.myHome', member: true, drawerOnly: true, group: 'mine' },
  { to: '/message', label: 'nav.message', member: true, drawerOnly: true, group: 'mine' },
  { to: '/admin', label: 'nav.admin', admin: true, drawerOnly: true, group: 'mine' },
];

/** The public areas in groups, in this order: the phone menu shows each under its heading. */
const navGroups = ['events', 'market', 'community', 'mine'] as const;
type NavGroup = (typeof navGroups)[number];

function selectedKey(pathname: string) {
  if (pathname === '/' || pathname === '/mainPage') return '/';
  const hit = navItems.find((n) => n.to !== '/' && pathname.startsWith(n.to));
  return hit?.to ?? '';
}

/**
 * The header of every public page, in plain React and CSS, in the entry (docs/decisions/042). Desktop: the
 * links (those that do not fit fold into "···"), search, unread messages, language, the user menu or log in and
 * register. Phone: a menu button opening a drawer with everything.
 */
export function AppHeader() {
  const { t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const member = useMember();
  const actions = useSessionActions();
  const notice = useNotice();
  const mobile = !useDesktop();
  const [drawer, setDrawer] = useState(false);
  const closeDrawer = useCallback(() => setDrawer(false), []);
  // the drawer is the phone's: a window widened to a desktop's closes it (and narrowed again, it stays closed)
  useEffect(() => {
    if (!mobile) setDrawer(false);
  }, [mobile]);
  const isAdmin = (session.role ?? member.data?.role) === 'admin';
  const selected = selectedKey(location.pathname);

  const shown = navItems.filter((n) => (!n.member || session.loginState) && (!n.admin || isAdmin));
  const link = (n: NavItem, className?: string, folded?: boolean) => (
    <Link
      to={n.to}
      className={className}
      aria-current={selected === n.to ? 'page' : undefined}
      onClick={closeDrawer}
      tabIndex={folded ? -1 : undefined}
    >
      {t(n.label)}
    </Link>
  );
  const desktop = shown.filter((n) => !n.drawerOnly);
  // on a desktop: Home, then one menu per group (issue 32: every public area, and still one line at 1280 px)
  const bar = [
    ...desktop.filter((n) => !n.group).map((n) => ({ key: n.to, items: [n], group: undefined as NavGroup | undefined })),
    ...navGroups
      .map((g) => ({ key: g, items: desktop.filter((n) => n.group === g), group: g as NavGroup | undefined }))
      .filter((e) => e.items.length > 0),
  ];
  // the entries that do not fit the header's width fold into "···"
  const fold = useFolded<HTMLUListElement>(bar.length, t('nav.mainPage'));

  const logout = async () => {
    setDrawer(false);
    // Leave the page first, and wait until the home page is shown: while its lazy chunk loads the router keeps this
    // (maybe member-only) page on screen, and ending the session under it would make its access check send to /login.
    await navigate('/');
    await actions.logout();
    notice.success(t('header.loggedOut'));
  };

  const userEntries = [
    {
      key: 'home',
      node: (
        <Link to="/home">
          <Icon icon={UserOutlined} /> {t('nav.myHome')}
        </Link>
      ),
    },
    ...(isAdmin
      ? [
          {
            key: 'admin',
            node: (
              <Link to="/admin" data-testid="header-admin">
                <Icon icon={DashboardOutlined} /> {t('nav.admin')}
              </Link>
            ),
          },
        ]
      : []),
    {
      key: 'pc',
      node: (
        <Link to="/personalCenter/basicSettings" data-testid="header-personal-center">
          {t('nav.personalCenter')}
        </Link>
      ),
    },
    { key: 'divider', node: null },
    {
      key: 'logout',
      node: (
        <button type="button" className="bh-menu-item-button" data-testid="header-logout">
          <Icon icon={LogoutOutlined} /> {t('header.logout')}
        </button>
      ),
      onSelect: () => void logout(),
    },
  ];

  const name = member.data?.nickname || session.cardno;
  const avatar = <Avatar src={member.data?.userlogo} size={24} name={name} id={session.cardno} eager />;
  const authButtons = (block?: boolean) => (
    <>
      <Link
        to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}
        onClick={closeDrawer}
        className={`bh-btn bh-btn-text${block ? ' bh-btn-block' : ''}`}
        data-testid="header-login"
      >
        {t('header.login')}
      </Link>
      <Link
        to="/login/register"
        onClick={closeDrawer}
        className={`bh-btn bh-btn-primary${block ? ' bh-btn-block' : ''}`}
        data-testid="header-register"
      >
        {t('header.register')}
      </Link>
    </>
  );

  return (
    <header className="bh-header">
      <div className="bh-header-inner">
        <Logo />
        {!mobile && (
          <nav className="bh-nav" aria-label={t('nav.menu')}>
            <ul ref={fold.list}>
              {bar.map((e, i) => (
                <li key={e.key} aria-hidden={i >= fold.first || undefined}>
                  {e.group === undefined ? (
                    link(e.items[0]!, selected === e.items[0]!.to ? 'bh-nav-selected' : undefined, i >= fold.first)
                  ) : (
                    <MenuButton
                      className={`bh-nav-group${e.items.some((n) => n.to === selected) ? ' bh-nav-selected' : ''}`}
                      testId={`nav-group-${e.group}`}
                      label={
                        <>
                          {t(`nav.group.${e.group}`)} <Icon icon={DownOutlined} className="bh-caret" />
                        </>
                      }
                      entries={e.items.map((n) => ({ key: n.to, node: link(n, selected === n.to ? 'bh-nav-selected' : undefined) }))}
                    />
                  )}
                </li>
              ))}
            </ul>
            {fold.first < bar.length && (
              <MenuButton
                className="bh-nav-more"
                label={<Icon icon={EllipsisOutlined} />}
                ariaLabel={t('nav.more')}
                entries={bar
                  .slice(fold.first)
                  .flatMap((e) => e.items)
                  .map((n) => ({ key: n.to, node: link(n, selected === n.to ? 'bh-nav-selected' : undefined) }))}
              />
            )}
          </nav>
        )}
        <div className="bh-header-right">
          <HeaderSearch />
          {session.loginState && <UnreadBadge />}
          {!mobile && <LangSwitch />}
          {!mobile &&
            (session.loginState ? (
              <MenuButton
                testId="header-user-menu"
                className="bh-user-menu"
                label={
                  <>
                    {avatar}
                    <span className="bh-user-name" data-testid="header-nickname">
                      {name}
                    </span>
                    <Icon icon={DownOutlined} className="bh-caret" />
                  </>
                }
                entries={userEntries}
              />
            ) : (
              session.ready && <span className="bh-auth-buttons">{authButtons()}</span>
            ))}
          {/* always drawn, shown by the style sheet below a desktop's width: a page the server drew for a desktop has
              it in a phone's width before its JavaScript has come (decisions 076, 085) */}
          <button
            type="button"
            className="bh-btn bh-btn-text bh-btn-icon bh-header-menu"
            onClick={() => setDrawer(true)}
            aria-label={t('nav.menu')}
            data-testid="header-menu-button"
          >
            <Icon icon={MenuOutlined} />
          </button>
        </div>
      </div>
      <Drawer open={drawer} onClose={closeDrawer} title={t('app.name')} closeLabel={t('nav.close')}>
        {session.loginState && (
          <div className="bh-drawer-user">
            {avatar}
            <span data-testid="header-nickname">{name}</span>
          </div>
        )}
        <ul className="bh-drawer-menu">
          {shown
            .filter((n) => !n.group)
            .map((n) => (
              <li key={n.to}>{link(n, selected === n.to ? 'bh-nav-selected' : undefined)}</li>
            ))}
          {navGroups.map((g) => {
            const items = shown.filter((n) => n.group === g);
            return (
              items.length > 0 && (
                <li key={g} className="bh-drawer-group">
                  <span className="bh-drawer-group-title" id={`nav-group-${g}`}>
                    {t(`nav.group.${g}`)}
                  </span>
                  <ul aria-labelledby={`nav-group-${g}`}>
                    {items.map((n) => (
                      <li key={n.to}>{link(n, selected === n.to ? 'bh-nav-selected' : undefined)}</li>
                    ))}
                  </ul>
                </li>
              )
            );
          })}
          {session.loginState && (
            <li>
              <Link to="/personalCenter/basicSettings" onClick={closeDrawer}>
                {t('nav.personalCenter')}
              </Link>
            </li>
          )}
        </ul>
        <div className="bh-drawer-actions">
          <LangSwitch block />
          {session.loginState ? (
            <button type="button" className="bh-btn bh-btn-block" onClick={() => void logout()} data-testid="header-logout">
              <Icon icon={LogoutOutlined} /> {t('header.logout')}
            </button>
          ) : (
            session.ready && authButtons(true)
          )}
        </div>
      </Drawer>
    </header>
  );
}
