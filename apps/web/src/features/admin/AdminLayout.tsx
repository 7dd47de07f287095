import { useState } from 'react';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { Link, useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n';
import { AccessCheck, usePageTitle } from '../../components/access';
import { LangSwitch } from '../../components/LangSwitch';
import { LogoMark } from '../../components/Logo';
import { PageOutlet } from '../../components/PageSpin';
import { SideMenu } from '../../components/menu';
import { adminMenu } from './menu';
import { Drawer } from '../../components/lite/Drawer';
import { Icon } from '../../components/lite/Icon';
import { useMedia } from '../../lib/useMedia';
import { useSessionActions } from '../account/session';
import './admin.css';

/**
 * /admin: its own layout, for admins only — the dark side menu beside the page from 992 px (antd's `lg`), below that a
 * menu button in the slim header that opens every item in a drawer from the left. Plain markup (antd's Layout, Sider,
 * Menu and Drawer drawn by admin.css).
 */
export default function AdminLayout() {
  usePageTitle();
  const { t } = useI18n();
  const wide = useMedia('(min-width: 992px)');
  const roomy = useMedia('(min-width: 576px)');
  const location = useLocation();
  const navigate = useNavigate();
  const actions = useSessionActions();
  const [drawer, setDrawer] = useState(false);
  const current = location.pathname.split('/')[2] ?? '';
  const brand = (
    <div className="bh-admin-brand">
      <LogoMark size={24} />
      <span>{t('nav.admin')}</span>
    </div>
  );
  // dark beside the page (antd's dark Sider), light in the drawer (titled like the brand above the dark one)
  const menu = (
    <SideMenu
      entries={adminMenu}
      label={t('nav.admin')}
      current={current}
      link={(key) => ({ to: `/admin${key ? `/${key}` : ''}`, testId: `admin-menu-${key || 'dashboard'}` })}
      onFollow={() => setDrawer(false)}
      dark={wide}
    />
  );
  return (
    <AccessCheck>
      <div className="bh-admin">
        {wide && (
          <aside className="bh-admin-sider">
            {brand}
            {menu}
          </aside>
        )}
        <div className="bh-admin-main">
          <header className="bh-admin-header">
            {!wide && (
              <button
                type="button"
                className="bh-btn bh-btn-text bh-btn-icon"
                onClick={() => setDrawer(true)}
                aria-label={t('nav.menu')}
                aria-expanded={drawer}
                aria-haspopup="dialog"
                data-testid="admin-menu-button"
              >
                <Icon icon={MenuOutlined} />
              </button>
            )}
            <Link to="/" className="bh-admin-back">
              <Icon icon={HomeOutlined} /> {t('admin.backToSite')}
            </Link>
            <div className="bh-header-right">
              <LangSwitch />
              <button
                type="button"
                className="bh-btn bh-btn-text"
                data-testid="header-logout"
                onClick={async () => {
                  // wait until the home page is shown before the session ends (see the site header's logout)
                  await navigate('/');
                  await actions.logout();
                }}
              >
                <Icon icon={LogoutOutlined} />
                {/* the word hides below 576 px (antd's `sm`), the button keeps it as its name */}
                <span className={roomy ? undefined : 'bh-sr-only'}>{t('header.logout')}</span>
              </button>
            </div>
          </header>
          <main className="bh-admin-content">
            <PageOutlet />
          </main>
        </div>
        {!wide && (
          <Drawer open={drawer} onClose={() => setDrawer(false)} placement="left" title={t('nav.admin')} closeLabel={t('nav.close')}>
            {menu}
          </Drawer>
        )}
      </div>
    </AccessCheck>
  );
}
