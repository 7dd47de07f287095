import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import type { MenuEntry } from '../../components/menu';

/** A designer's service packages in the personal centre's side menu. */
export const servicesMenu: MenuEntry[] = [{ key: 'myServices', label: 'services.title.mine', icon: ShopOutlined, roles: ['designer'] }];
