import { useState } from 'react';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useLocation } from 'react-router';
import { walletMenu } from '../../features/wallet/menu';
import { tasksMenu } from '../../features/tasks/menu';
import { conventionsMenu } from '../../features/conventions/menu';
import { exhibitionsMenu } from '../../features/exhibitions/menu';
import { designersMenu } from '../../features/designers/menu';
import { factoriesMenu } from '../../features/factories/menu';
import { useSession } from '../../features/account/session';
import { menuFor, SideMenu, type MenuEntry } from '../../components/menu';
import { Drawer } from '../../components/lite/Drawer';
import { Icon } from '../../components/lite/Icon';
import { useDesktop } from '../../lib/useMedia';
import { useI18n } from '../../i18n';
import { PageOutlet } from '../../components/PageSpin';
import { searchMenu } from '../../features/search/menu';
import { modelsMenu } from '../../features/models/menu';
import { servicesMenu } from '../../features/services/menu';
import { notificationsMenu } from '../../features/notifications/menu';
import { conversationsMenu } from '../../features/conversations/menu';

/** The personal centre's side menu: only pages that exist, each for the roles that can use it. Later features add theirs here. */
export const personalCenterMenu: MenuEntry[] = [
  { key: 'basicSettings', label: 'title.basicSettings', icon: UserOutlined },
  { key: 'securitySetting', label: 'title.securitySetting', icon: LockOutlined },
  ...conversationsMenu,
  ...notificationsMenu,
  ...tasksMenu,
  ...walletMenu,
  ...conventionsMenu,
  ...exhibitionsMenu,
  ...designersMenu,
  ...factoriesMenu,
  ...modelsMenu,
  ...servicesMenu,
  ...searchMenu,
];

/**
 * The personal centre: the side menu beside the page on a desktop; on a phone, a button naming the current page that
 * opens every item in a drawer (a horizontal menu would hide all but two behind "···"). Plain markup (antd's inline
 * Menu and Drawer drawn by app.css and the header's drawer).
 */
export default function PersonalCenterLayout() {
  const { t } = useI18n();
  const desktop = useDesktop();
  const { role } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const current = location.pathname.split('/')[2] ?? 'basicSettings';
  const entries = menuFor(personalCenterMenu, role);
  const here = personalCenterMenu.find((m) => m.key === current);
  const menu = (
    <SideMenu
      entries={entries}
      label={t('title.personalCenter')}
      current={current}
      link={(key) => ({ to: `/personalCenter/${key}`, testId: `pc-menu-${key}` })}
      onFollow={() => setOpen(false)}
    />
  );
  return (
    <div className="bh-container bh-pc">
      {desktop ? (
        <aside className="bh-pc-side">{menu}</aside>
      ) : (
        <>
          <button
            type="button"
            className="bh-btn bh-btn-block"
            onClick={() => setOpen(true)}
            aria-expanded={open}
            aria-haspopup="dialog"
            data-testid="pc-menu-open"
          >
            <Icon icon={MenuOutlined} />
            {here ? t(here.label) : t('title.personalCenter')}
          </button>
          <Drawer open={open} onClose={() => setOpen(false)} placement="left" title={t('title.personalCenter')} closeLabel={t('nav.close')}>
            {menu}
          </Drawer>
        </>
      )}
      <section className="bh-pc-body">
        <PageOutlet />
      </section>
    </div>
  );
}
