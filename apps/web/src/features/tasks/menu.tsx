import { AlertOutlined, AppstoreOutlined, BulbOutlined, FormOutlined, StarOutlined } from '@ant-design/icons';
import type { MessageKey } from '../../i18n';

/** The task pages' links in the personal centre's side menu (spread into PersonalCenterLayout's list). */
export const tasksMenu: Array<{ key: string; label: MessageKey; icon: React.ReactNode }> = [
  { key: 'projectManagement', label: 'tasks.title.projectManagement', icon: <AppstoreOutlined /> },
  { key: 'newService', label: 'tasks.title.newService', icon: <FormOutlined /> },
  { key: 'recommendList', label: 'tasks.title.recommendList', icon: <BulbOutlined /> },
  { key: 'evaluateList', label: 'tasks.title.evaluateList', icon: <StarOutlined /> },
];

/** The complaint queue in the back office's menu. */
export const tasksAdminMenu: Array<{ key: string; label: MessageKey; icon: React.ReactNode }> = [
  { key: 'complaints', label: 'tasks.title.adminComplaints', icon: <AlertOutlined /> },
];
