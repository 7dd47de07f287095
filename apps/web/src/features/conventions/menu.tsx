import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import ScheduleOutlined from '@ant-design/icons-svg/es/asn/ScheduleOutlined';
import type { MenuEntry } from '../../components/menu';

/** "My conventions" in the personal centre, for the members who publish them (PersonalCenterLayout spreads it in). */
export const conventionsMenu: MenuEntry[] = [
  { key: 'myConventions', label: 'conventions.title.mine', icon: ScheduleOutlined, roles: ['business', 'admin'] },
];

/** The convention review queue and the venues in the back office's menu (AdminLayout spreads them in). */
export const conventionsAdminMenu: MenuEntry[] = [
  { key: 'conventions', label: 'conventions.title.adminQueue', icon: AuditOutlined, queue: 'conventions' },
  { key: 'venues', label: 'conventions.title.adminVenues', icon: BankOutlined },
];
