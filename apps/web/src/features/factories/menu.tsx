import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import ScheduleOutlined from '@ant-design/icons-svg/es/asn/ScheduleOutlined';
import type { MenuEntry } from '../../components/menu';

/** A factory's company profile and its requests for build quotes in the personal centre's side menu. */
export const factoriesMenu: MenuEntry[] = [
  { key: 'factoryProfile', label: 'factories.title.profile', icon: ShopOutlined, roles: ['factory'] },
  { key: 'quoteRequests', label: 'factories.title.requests', icon: FileSearchOutlined, roles: ['factory'] },
  { key: 'crewCalendar', label: 'factories.title.calendar', icon: ScheduleOutlined, roles: ['factory'] },
];
