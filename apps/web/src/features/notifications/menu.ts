import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import type { MenuEntry } from '../../components/menu';

/** The notification settings' link in the personal centre's side menu (every role). */
export const notificationsMenu: MenuEntry[] = [{ key: 'notificationSettings', label: 'notify.title', icon: BellOutlined }];
