import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import type { MenuEntry } from '../../components/menu';

/** "My works" in the personal centre's side menu (designers). */
export const designersMenu: MenuEntry[] = [{ key: 'designManagement', label: 'designers.title.manage', icon: PictureOutlined, roles: ['designer'] }];
