import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { Icon } from './Icon';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A panel from an edge (right, left, top or bottom) over a dimmed page (the header's phone menu and search, the
 * personal centre's menu on a phone, a list's filters on a phone), in plain React: a modal dialog that closes on its
 * button, a click on the dimmed page or Escape, takes focus when it opens (unless a field in it took it) and gives it
 * back. `wide`: 960 px from the right (the whole width below 992 px), for a case file (antd's `size={960}`). A modal
 * `Dialog` opened from inside the panel keeps its own keys (Escape, Tab).
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
  const panel = useRef<HTMLDivElement>(null);
  // the latest onClose, without opening the panel again (and moving the focus) when the caller re-renders
  const close = useEffectEvent(() => onClose());
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    if (!panel.current?.contains(document.activeElement)) panel.current?.focus();
    const key = (e: KeyboardEvent) => {
      // a dialog opened from inside the panel (a decision form) is in charge of its keys
      if (e.target instanceof Element && e.target.closest('dialog[open]')) return;
      // an Escape a control inside used (a list of suggestions closing) is not the panel's
      if (e.key === 'Escape' && !e.defaultPrevented) close();
      // Tab stays inside the panel: from its last control to its first and back
      if (e.key === 'Tab' && panel.current) {
        const controls = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = controls[0];
        const last = controls[controls.length - 1];
        if (!first || !last) return;
        if (e.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', key);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', key);
      document.body.style.overflow = overflow;
      before?.focus();
    };
  }, [open]);
  if (!open) return null;
  return (
    <div className="bh-drawer">
      <div className="bh-drawer-mask" onClick={onClose} />
      <div
        className={`bh-drawer-panel bh-drawer-${placement}${wide ? ' bh-drawer-wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        ref={panel}
      >
        <div className="bh-drawer-head">
          <span className="bh-drawer-title">{title}</span>
          <button type="button" className="bh-btn bh-btn-text bh-btn-icon" onClick={onClose} aria-label={closeLabel}>
            <Icon icon={CloseOutlined} />
          </button>
        </div>
        <div className="bh-drawer-body">{children}</div>
      </div>
    </div>
  );
}
