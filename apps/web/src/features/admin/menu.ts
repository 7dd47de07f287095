import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import type { MenuEntry } from '../../components/menu';
import { articlesAdminMenu } from '../articles/menu';
import { categoriesAdminMenu } from '../categories/menu';
import { conventionsAdminMenu } from '../conventions/menu';
import { exhibitionsAdminMenu } from '../exhibitions/menu';
import { modelsAdminMenu } from '../models/menu';
import { notificationsAdminMenu } from '../notifications';
import { tasksAdminMenu } from '../tasks/menu';
import { walletAdminMenu } from '../wallet/menu';

/**
 * The back office's menu: each feature adds its pages. An entry with a `queue` is a review queue: the dashboard lists
 * it with the number waiting (`admin.Dashboard.queues[queue]`, counted by the server's `<module>.figures.ts`).
 */
export const adminMenu: MenuEntry[] = [
  { key: '', label: 'title.adminDashboard', icon: DashboardOutlined },
  { key: 'members', label: 'title.adminMembers', icon: TeamOutlined },
  { key: 'audit', label: 'title.adminAudit', icon: AuditOutlined },
  { key: 'pages', label: 'title.adminPages', icon: FileTextOutlined },
  ...tasksAdminMenu,
  ...exhibitionsAdminMenu,
  ...modelsAdminMenu,
  ...walletAdminMenu,
  ...conventionsAdminMenu,
  ...categoriesAdminMenu,
  ...articlesAdminMenu,
  ...notificationsAdminMenu,
];
