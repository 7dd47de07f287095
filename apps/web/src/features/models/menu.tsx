import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';
import CloudUploadOutlined from '@ant-design/icons-svg/es/asn/CloudUploadOutlined';
import CodeSandboxOutlined from '@ant-design/icons-svg/es/asn/CodeSandboxOutlined';
import type { MenuEntry } from '../../components/menu';

/** The model centre in the personal centre's side menu (designers, factories, admins: the ones who upload). */
export const modelsMenu: MenuEntry[] = [
  { key: 'modelManagement', label: 'models.title.manage', icon: CodeSandboxOutlined, roles: ['designer', 'factory', 'admin'] },
  { key: 'modelUpload', label: 'models.title.upload', icon: CloudUploadOutlined, roles: ['designer', 'factory', 'admin'] },
];

/** The model review queue in the back office's menu. */
export const modelsAdminMenu: MenuEntry[] = [{ key: 'models', label: 'models.title.admin', icon: AuditOutlined, queue: 'models' }];
