import { useState, type ReactNode } from 'react';
import { useI18n } from '../../i18n';
import { Dialog, DialogButtons } from './Dialog';

/**
 * A button that asks again before it acts (antd's Popconfirm): a click opens a small dialog with `question` as its
 * title, Cancel and the go-ahead button (`okText`, Confirm by default; red with `danger`). `onConfirm` may return a
 * promise: the go-ahead button shows it is busy and the dialog closes when it settles (a failure is the caller's to
 * tell: the notice it shows). The button itself is drawn by `className` (a link-like `bh-btn-link bh-btn-small` in a
 * table row, a plain `bh-btn` elsewhere). `description`: a line under the question (antd's Popconfirm `description`).
 */
export function ConfirmButton({
  question,
  description,
  onConfirm,
  okText,
  danger,
  className = 'bh-btn',
  disabled,
  testId,
  okTestId,
  children,
}: {
  question: ReactNode;
  description?: ReactNode;
  onConfirm: () => unknown;
  okText?: ReactNode;
  /** the go-ahead button is red (delete) */
  danger?: boolean;
  className?: string;
  disabled?: boolean;
  testId?: string;
  okTestId?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <button type="button" className={className} disabled={disabled} onClick={() => setOpen(true)} data-testid={testId}>
        {children}
      </button>
      <Dialog
        open={open}
        title={question}
        onClose={() => !busy && setOpen(false)}
        testId={testId ? `${testId}-confirm` : undefined}
        footer={
          <DialogButtons
            onCancel={() => setOpen(false)}
            onOk={() => void go()}
            okText={okText ?? t('common.confirm')}
            busy={busy}
            danger={danger}
            small
            okTestId={okTestId}
          />
        }
      >
        {description && <p className="bh-secondary">{description}</p>}
      </Dialog>
    </>
  );
}
