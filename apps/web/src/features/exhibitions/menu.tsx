import { AuditOutlined, ShopOutlined } from '@ant-design/icons';
import type { MessageKey } from '../../i18n';

/** "My exhibitions" in the personal centre's side menu (business members and admins). */
export const exhibitionsMenu: Array<{ key: string; label: MessageKey; icon: React.ReactNode; roles?: string[] }> = [
  { key: 'myExhibitions', label: 'exhibitions.title.mine', icon: <ShopOutlined />, roles: ['business', 'admin'] },
];

/** The exhibition review queue in the back office's menu. */
export const exhibitionsAdminMenu: Array<{ key: string; label: MessageKey; icon: React.ReactNode }> = [
  { key: 'exhibitions', label: 'exhibitions.title.admin', icon: <AuditOutlined /> },
];
