import type { ReactNode } from 'react';
import { Button } from 'antd';

/** The full-width primary submit button of the account forms; busy while the form's mutation runs. */
export function SubmitButton({ busy, testId, children }: { busy: boolean; testId: string; children: ReactNode }) {
  return (
    <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid={testId}>
      {children}
    </Button>
  );
}
