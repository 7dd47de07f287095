import type { ReactNode } from 'react';
import { Button, Result, type ResultProps } from 'antd';
import { Link } from 'react-router';

/** A full-page result (404, 403, done) with one primary button that links on. */
export function LinkResult({
  status,
  title,
  subTitle,
  testId,
  to,
  action,
}: {
  status: ResultProps['status'];
  title: ReactNode;
  subTitle: ReactNode;
  testId: string;
  to: string;
  action: string;
}) {
  return (
    <Result
      status={status}
      title={title}
      subTitle={subTitle}
      data-testid={testId}
      extra={
        <Link to={to}>
          <Button type="primary">{action}</Button>
        </Link>
      }
    />
  );
}
