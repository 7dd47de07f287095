import type { ReactNode } from 'react';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import { Link } from 'react-router';
import { Icon } from './lite/Icon';

/**
 * The "edit" button on the page of a member's own entry (an exhibition, a model, a service): a link drawn as antd's
 * default button with the edit icon. Plain markup.
 */
export function EntryEditLink({ to, testId, children }: { to: string; testId?: string; children: ReactNode }) {
  return (
    <Link to={to} className="bh-btn" data-testid={testId}>
      <Icon icon={EditOutlined} />
      <span>{children}</span>
    </Link>
  );
}
