import { HeartOutlined } from '@ant-design/icons';
import type { MenuEntry } from '../../components/menu';

/** My Collection in the personal centre's side menu (every member role). */
export const searchMenu: MenuEntry[] = [{ key: 'myCollection', label: 'search.title.myCollection', icon: <HeartOutlined /> }];
