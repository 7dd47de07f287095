import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import type { MenuEntry } from '../../components/menu';

/** My Collection in the personal centre's side menu (every member role). */
export const searchMenu: MenuEntry[] = [{ key: 'myCollection', label: 'search.title.myCollection', icon: HeartOutlined }];
