import { useState } from 'react';
import { Button, Drawer, Grid, Menu } from 'antd';
import { LockOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { walletMenu } from '../../features/wallet/menu';
import { tasksMenu } from '../../features/tasks/menu';
import { conventionsMenu } from '../../features/conventions/menu';
import { exhibitionsMenu } from '../../features/exhibitions/menu';
import { designersMenu } from '../../features/designers/menu';
import { factoriesMenu } from '../../features/factories';
import { useSession } from '../../features/account/session';
import { menuFor, menuLinks, type MenuEntry } from '../../components/menu';
import { useI18n } from '../../i18n';
import { PageOutlet } from '../PageSpin';
import { searchMenu } from '../../features/search/menu';
import { modelsMenu } from '../../features/models/menu';
import { servicesMenu } from '../../features/services/menu';

/** The personal centre's side menu: only pages that exist, each for the roles that can use it. Later features add theirs here. */
export const personalCenterMenu: MenuEntry[] = [
  { key: 'basicSettings', label: 'title.basicSettings', icon: <UserOutlined /> },
  { key: 'securitySetting', label: 'title.securitySetting', icon: <LockOutlined /> },
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
 * opens every item in a drawer (a horizontal menu would hide all but two behind "···").
 */
export default function PersonalCenterLayout() {
  const { t } = useI18n();
  const screens = Grid.useBreakpoint();
  const { role } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const current = location.pathname.split('/')[2] ?? 'basicSettings';
  const entries = menuFor(personalCenterMenu, role);
  const items = menuLinks(
    entries,
    t,
    (key) => ({ to: `/personalCenter/${key}`, testId: `pc-menu-${key}` }),
    () => setOpen(false),
  );
  const here = personalCenterMenu.find((m) => m.key === current);
  const menu = <Menu mode="inline" selectedKeys={[current]} items={items} />;
  return (
    <div className="bh-container bh-pc">
      {screens.md ? (
        <aside className="bh-pc-side">{menu}</aside>
      ) : (
        <>
          <Button icon={<MenuOutlined />} onClick={() => setOpen(true)} data-testid="pc-menu-open" aria-expanded={open} block>
            {here ? t(here.label) : t('title.personalCenter')}
          </Button>
          <Drawer open={open} onClose={() => setOpen(false)} placement="left" size={280} title={t('title.personalCenter')}>
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
