import { ApartmentOutlined } from '@ant-design/icons';
import type { MessageKey } from '../../i18n';

/** The category trees in the back office's menu (AdminLayout spreads it in). */
export const categoriesAdminMenu: Array<{ key: string; label: MessageKey; icon: React.ReactNode }> = [
  { key: 'categories', label: 'categories.title.admin', icon: <ApartmentOutlined /> },
];
