import type { ReactNode } from 'react';
import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

/** The "new" button of a member's own list (my exhibitions, models, services): a link styled as the primary button. */
export function NewLink({ to, testId, children }: { to: string; testId?: string; children: ReactNode }) {
  return (
    <Link to={to} data-testid={testId}>
      <Button type="primary" icon={<PlusOutlined />} tabIndex={-1}>
        {children}
      </Button>
    </Link>
  );
}

/** The state of a member's own entry, with the reviewer's reason under it when the entry was rejected. */
export function StatusWithReason({
  tag,
  status,
  reason,
  testId,
}: {
  tag: ReactNode;
  status: string;
  reason: string | null | undefined;
  testId?: string;
}) {
  return (
    <div>
      {tag}
      {status === 'rejected' && reason && (
        <div>
          <Typography.Text type="danger" data-testid={testId}>
            {reason}
          </Typography.Text>
        </div>
      )}
    </div>
  );
}
