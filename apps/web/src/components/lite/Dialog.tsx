import { useId, type ReactNode } from 'react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { useI18n } from '../../i18n';
import { BusyMark } from './BusyMark';
import { Icon } from './Icon';
import { Modal } from './Modal';
import './dialog.css';

/**
 * A modal dialog in plain markup (antd's Modal) on the kit's `Modal` (a native `<dialog>`: the page behind inert and
 * still, focus inside, Escape and the dimmed page close it, a selection dragged out does not): its title naming it, a
 * close button, the body and a row of buttons at its foot. The caller owns `open`; what is inside is rendered only
 * while it is open (antd's `destroyOnHidden`); the focus goes to the body's first field, and back as it closes.
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
  const titleId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      className={wide ? 'bh-dialog bh-dialog-wide' : 'bh-dialog'}
      focus="field"
      labelledBy={titleId}
      testId={testId}
    >
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
    </Modal>
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
