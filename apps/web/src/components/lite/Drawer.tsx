import type { ReactNode } from 'react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { Icon } from './Icon';
import { Modal } from './Modal';

/**
 * A panel from an edge (right, left, top or bottom) over a dimmed page (the header's phone menu and search, the
 * personal centre's menu on a phone, a list's filters on a phone): a modal `<dialog>` built as the Dialog is (lite/Modal:
 * the page behind inert and still, Escape and the dimmed page close it, the focus back where it was). It takes the
 * focus as it opens, or gives it to a field marked `data-autofocus` (the header's search box). `wide`: 960 px from the
 * right (the whole width below 992 px), for a case file (antd's `size={960}`). A `Dialog` opened from inside the panel
 * keeps its own keys (Escape).
 */
export function Drawer({
  open,
  onClose,
  title,
  closeLabel,
  placement = 'right',
  wide,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  placement?: 'right' | 'left' | 'top' | 'bottom';
  /** 960 px wide (right only) instead of 280 */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal open={open} onClose={onClose} className={`bh-drawer bh-drawer-${placement}${wide ? ' bh-drawer-wide' : ''}`} focus="self" label={title}>
      <div className="bh-drawer-head">
        <span className="bh-drawer-title">{title}</span>
        <button type="button" className="bh-btn bh-btn-text bh-btn-icon" onClick={onClose} aria-label={closeLabel}>
          <Icon icon={CloseOutlined} />
        </button>
      </div>
      <div className="bh-drawer-body">{children}</div>
    </Modal>
  );
}
