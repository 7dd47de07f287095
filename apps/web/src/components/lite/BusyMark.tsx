import type { ReactNode } from 'react';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { Icon } from './Icon';

/** antd's turning mark of a busy button (drawn by form.css `.bh-busy-mark`). */
export function BusyMark() {
  return <Icon icon={LoadingOutlined} className="bh-busy-mark" />;
}

/**
 * A form's primary submit button in its line (not the full-width `SubmitButton` of the sign-in forms): its label
 * after the busy mark while the form's call runs (`aria-busy`).
 */
export function PrimarySubmit({ busy, testId, children }: { busy: boolean; testId: string; children: ReactNode }) {
  return (
    <button type="submit" className="bh-btn bh-btn-primary" aria-busy={busy || undefined} data-testid={testId}>
      {busy && <BusyMark />}
      {children}
    </button>
  );
}
