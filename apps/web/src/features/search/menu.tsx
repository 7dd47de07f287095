import { HeartOutlined } from '@ant-design/icons';
import type { MessageKey } from '../../i18n';

/** My Collection in the personal centre's side menu (every member role). */
export const searchMenu: Array<{ key: string; label: MessageKey; icon: React.ReactNode }> = [
  { key: 'myCollection', label: 'search.title.myCollection', icon: <HeartOutlined /> },
];
