import ApartmentOutlined from '@ant-design/icons-svg/es/asn/ApartmentOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import type { MessageKey } from '../../i18n';

/** The category trees in the back office's menu (AdminLayout spreads it in). */
export const categoriesAdminMenu: Array<{ key: string; label: MessageKey; icon: IconDefinition }> = [
  { key: 'categories', label: 'categories.title.admin', icon: ApartmentOutlined },
];
