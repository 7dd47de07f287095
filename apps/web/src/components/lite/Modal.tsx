import { useEffect, useRef, type ReactNode } from 'react';

/** where a dialog puts the focus as it opens: the first field of its body (a form's) */
const FIELDS = 'input, textarea, select';

let locks = 0;
let kept: { overflow: string; paddingRight: string } | undefined;

/**
 * Stops the page behind from scrolling (a modal's backdrop passes the wheel and touch moves to the page otherwise):
 * the root element hides its overflow, its scroll bar's width kept as padding so nothing moves. Nested modals share
 * one lock; the returned function releases this one.
 */
export function lockPageScroll(): () => void {
  const html = document.documentElement;
  if (locks++ === 0) {
    const bar = window.innerWidth - html.clientWidth;
    kept = { overflow: html.style.overflow, paddingRight: html.style.paddingRight };
    html.style.overflow = 'hidden';
    if (bar > 0) html.style.paddingRight = `${bar}px`;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0 && kept) {
      html.style.overflow = kept.overflow;
      html.style.paddingRight = kept.paddingRight;
      kept = undefined;
    }
  };
}

/**
 * The one way the kit builds a modal (Dialog, Drawer): a native `<dialog>` shown with `showModal()` — the page behind
 * inert, the dialog in the top layer — and, on top of the browser's own behaviour:
 * - Escape, and a press *and* release on the dimmed page (the backdrop: the dialog element itself), call `onClose`;
 *   the caller owns `open`. A text selection dragged from inside out onto the backdrop does not close it, nor does an
 *   Escape a control inside has used (a list it closed) or an input method's (a composition it cancelled).
 * - the page behind does not scroll while it is open;
 * - as it opens, the focus goes to an element marked `data-autofocus`, else (`focus="field"`) the first field, else
 *   (`focus="self"`) the dialog itself; as it closes, back to what had it before.
 * Its content is the caller's (rendered only while open, antd's `destroyOnHidden`).
 */
export function Modal({
  open,
  onClose,
  className,
  focus,
  labelledBy,
  label,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  className: string;
  /** the focus as it opens when nothing is marked `data-autofocus`: the first field (a form) or the dialog itself */
  focus: 'field' | 'self';
  labelledBy?: string;
  label?: string;
  testId?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  // the press went down on the backdrop (not inside the box): only then may its click close the dialog
  const pressedOutside = useRef(false);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      opener.current = document.activeElement;
      d.showModal();
      const first = d.querySelector<HTMLElement>('[data-autofocus]') ?? (focus === 'field' ? d.querySelector<HTMLElement>(FIELDS) : null);
      (first ?? (focus === 'self' ? d : null))?.focus();
    } else if (!open && d.open) {
      d.close();
      if (opener.current instanceof HTMLElement) opener.current.focus();
      opener.current = null;
    }
  }, [open, focus]);
  useEffect(() => (open ? lockPageScroll() : undefined), [open]);
  return (
    <dialog
      ref={dialog}
      className={className}
      aria-labelledby={labelledBy}
      aria-label={label}
      tabIndex={focus === 'self' ? -1 : undefined}
      // Escape closes through the caller (the browser's own cancel would close it behind the caller's back)
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || e.nativeEvent.defaultPrevented || e.nativeEvent.isComposing) return;
        e.preventDefault();
        onClose();
      }}
      onCancel={(e) => {
        e.preventDefault();
        // a dialog opened from inside this one has its own (React passes its cancel up the tree)
        if (e.target === e.currentTarget) onClose();
      }}
      onPointerDown={(e) => {
        pressedOutside.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        const outside = pressedOutside.current;
        pressedOutside.current = false;
        if (outside && e.target === e.currentTarget) onClose();
      }}
      data-testid={testId}
    >
      {open && children}
    </dialog>
  );
}
