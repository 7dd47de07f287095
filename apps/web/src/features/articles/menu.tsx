import ReadOutlined from '@ant-design/icons-svg/es/asn/ReadOutlined';
import type { MenuEntry } from '../../components/menu';

/** Articles in the back office's menu. */
export const articlesAdminMenu: MenuEntry[] = [{ key: 'articles', label: 'articles.title.admin', icon: ReadOutlined }];
