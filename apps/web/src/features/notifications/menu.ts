import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import type { MenuEntry } from '../../components/menu';

/** The notification settings' link in the personal centre's side menu (every role). */
export const notificationsMenu: MenuEntry[] = [{ key: 'notificationSettings', label: 'notify.title', icon: BellOutlined }];

/** The outbox in the back office's menu. */
export const notificationsAdminMenu: MenuEntry[] = [{ key: 'outbox', label: 'outbox.title', icon: MailOutlined }];
