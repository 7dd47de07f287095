import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import type { MenuEntry } from '../../components/menu';

/** "My exhibitions" in the personal centre's side menu (business members and admins). */
export const exhibitionsMenu: MenuEntry[] = [
  { key: 'myExhibitions', label: 'exhibitions.title.mine', icon: ShopOutlined, roles: ['business', 'admin'] },
];

/** The exhibition review queue in the back office's menu. */
export const exhibitionsAdminMenu: MenuEntry[] = [
  { key: 'exhibitions', label: 'exhibitions.title.admin', icon: AuditOutlined, queue: 'exhibitions' },
];
