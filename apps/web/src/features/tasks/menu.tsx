import AlertOutlined from '@ant-design/icons-svg/es/asn/AlertOutlined';
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import BulbOutlined from '@ant-design/icons-svg/es/asn/BulbOutlined';
import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import FormOutlined from '@ant-design/icons-svg/es/asn/FormOutlined';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import UnorderedListOutlined from '@ant-design/icons-svg/es/asn/UnorderedListOutlined';
import type { MenuEntry } from '../../components/menu';

/**
 * The task pages' links in the personal centre's side menu (spread into PersonalCenterLayout's list), by role:
 * businesses publish and designers get recommendations (docs/rules/tasks.md); both see their projects and ratings.
 */
export const tasksMenu: MenuEntry[] = [
  { key: 'projectManagement', label: 'tasks.title.projectManagement', icon: AppstoreOutlined, roles: ['designer', 'business'] },
  { key: 'newService', label: 'tasks.title.newService', icon: FormOutlined, roles: ['business'] },
  { key: 'serviceList', label: 'tasks.title.serviceList', icon: UnorderedListOutlined, roles: ['business'] },
  { key: 'recommendList', label: 'tasks.title.recommendList', icon: BulbOutlined, roles: ['designer'] },
  { key: 'savedSearches', label: 'tasks.savedSearch.title', icon: FileSearchOutlined, roles: ['designer'] },
  { key: 'evaluateList', label: 'tasks.title.evaluateList', icon: StarOutlined, roles: ['designer', 'business'] },
];

/** The complaint queue in the back office's menu. */
export const tasksAdminMenu: MenuEntry[] = [{ key: 'complaints', label: 'tasks.title.adminComplaints', icon: AlertOutlined, queue: 'complaints' }];
