import { Suspense } from 'react';
import { Grid, Menu } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { walletMenu } from '../../features/wallet/menu';
import { Link, Outlet, useLocation } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import { PageSpin } from '../PageSpin';
import { tasksMenu } from '../../features/tasks/menu';
import { searchMenu } from '../../features/search/menu';

/** The personal centre's side menu: only pages that exist. Later features (wallet, works …) add theirs here. */
export const personalCenterMenu: Array<{ key: string; label: MessageKey; icon: React.ReactNode }> = [
  { key: 'basicSettings', label: 'title.basicSettings', icon: <UserOutlined /> },
  { key: 'securitySetting', label: 'title.securitySetting', icon: <LockOutlined /> },
  ...tasksMenu,
  ...walletMenu,
  ...searchMenu,
];

export default function PersonalCenterLayout() {
  const { t } = useI18n();
  const screens = Grid.useBreakpoint();
  const location = useLocation();
  const current = location.pathname.split('/')[2] ?? 'basicSettings';
  const items = personalCenterMenu.map((m) => ({
    key: m.key,
    icon: m.icon,
    label: (
      <Link to={`/personalCenter/${m.key}`} data-testid={`pc-menu-${m.key}`}>
        {t(m.label)}
      </Link>
    ),
  }));
  return (
    <div className="bh-container bh-pc">
      <aside className="bh-pc-side">
        <Menu mode={screens.md ? 'inline' : 'horizontal'} selectedKeys={[current]} items={items} />
      </aside>
      <section className="bh-pc-body">
        <Suspense fallback={<PageSpin />}>
          <Outlet />
        </Suspense>
      </section>
    </div>
  );
}
