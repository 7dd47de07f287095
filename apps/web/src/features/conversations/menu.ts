import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import type { MenuEntry } from '../../components/menu';

/** The conversations in the personal centre's side menu, beside the notification settings (every role). */
export const conversationsMenu: MenuEntry[] = [{ key: 'messages', label: 'dm.title', icon: MessageOutlined }];
