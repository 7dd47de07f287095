import { useEffect, useId, useRef, type ReactNode } from 'react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { useI18n } from '../../i18n';
import { BusyMark } from './BusyMark';
import { Icon } from './Icon';
import './dialog.css';

/**
 * A modal dialog in plain markup (antd's Modal): a native `<dialog>` shown with `showModal()` (the page behind is
 * inert, focus stays inside), its title naming it, a close button, the body and a row of buttons at its foot.
 * Escape, the close button and a click on the dimmed page call `onClose`; the caller owns `open`. What is inside is
 * rendered only while it is open (antd's `destroyOnHidden`), and focus goes back to what had it before.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  wide,
  testId,
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** the buttons at the foot (the caller's: cancel, OK, a submit button tied to a form by its `form` attribute) */
  footer?: ReactNode;
  /** 960 px wide (a 3D viewer) instead of 520 */
  wide?: boolean;
  testId?: string;
}) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      opener.current = document.activeElement;
      d.showModal();
      // the first field, else the first button (showModal focuses the close button, the first in the order)
      d.querySelector<HTMLElement>('.bh-dialog-body input, .bh-dialog-body textarea, .bh-dialog-body select')?.focus();
    } else if (!open && d.open) {
      d.close();
      if (opener.current instanceof HTMLElement) opener.current.focus();
      opener.current = null;
    }
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={wide ? 'bh-dialog bh-dialog-wide' : 'bh-dialog'}
      aria-labelledby={titleId}
      // Escape closes through the caller (the browser's own cancel would close it behind the caller's back); an Escape a
      // control inside has used already (an open list it closed) leaves the dialog open
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || e.nativeEvent.defaultPrevented) return;
        e.preventDefault();
        onClose();
      }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // a click on the dimmed page around the box (the dialog element itself, not what is inside) closes it
      onClick={(e) => e.target === e.currentTarget && onClose()}
      data-testid={testId}
    >
      {open && (
        <div className="bh-dialog-box">
          <div className="bh-dialog-head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="bh-btn bh-btn-text bh-btn-icon" onClick={onClose} aria-label={t('nav.close')}>
              <Icon icon={CloseOutlined} />
            </button>
          </div>
          <div className="bh-dialog-body">{children}</div>
          {footer && <div className="bh-dialog-foot">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}

/**
 * The usual foot of a dialog: Cancel, then the go-ahead button (`okText`; red with `danger`; busy and unclickable
 * while `busy`, unclickable while `disabled`). With `form` (the id of the form in the dialog's body) the go-ahead button
 * submits that form (its checks run, Enter in a box does the same) instead of calling `onOk`.
 */
export function DialogButtons({
  onCancel,
  onOk,
  form,
  okText,
  busy = false,
  disabled = false,
  danger,
  small,
  okTestId,
}: {
  onCancel: () => void;
  onOk?: () => void;
  /** the id of the form the go-ahead button submits */
  form?: string;
  okText: ReactNode;
  busy?: boolean;
  disabled?: boolean;
  danger?: boolean;
  /** small buttons (a confirm's) */
  small?: boolean;
  okTestId?: string;
}) {
  const { t } = useI18n();
  const size = small ? ' bh-btn-small' : '';
  return (
    <>
      <button type="button" className={`bh-btn${size}`} onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </button>
      <button
        type={form ? 'submit' : 'button'}
        form={form}
        className={`bh-btn${size} bh-btn-primary${danger ? ' bh-btn-danger' : ''}`}
        onClick={form ? undefined : onOk}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        data-testid={okTestId}
      >
        {busy && <BusyMark />}
        {okText}
      </button>
    </>
  );
}
