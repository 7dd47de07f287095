import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface MenuEntry {
  key: string;
  /** the entry's content: usually a Link, or a text whose click is `onSelect` */
  node: ReactNode;
  onSelect?: () => void;
  /** extra class names (the header's "more" menu hides entries by width) */
  className?: string;
}

/**
 * A button that opens a list of links below it (the header's user menu and "more"), in plain React — the disclosure
 * pattern (`aria-expanded`, links reached with Tab): closes on a choice, a click elsewhere, Escape (giving the focus
 * back to its button) or when the focus goes elsewhere (Tab past its last link).
 */
export function MenuButton({
  label,
  entries,
  testId,
  className,
  ariaLabel,
}: {
  label: ReactNode;
  entries: MenuEntry[];
  testId?: string;
  className?: string;
  ariaLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const away = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    // the focus moved to something outside (Tab past the last link, a field elsewhere)
    const left = (e: FocusEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', away);
    document.addEventListener('keydown', key);
    document.addEventListener('focusin', left);
    return () => {
      document.removeEventListener('mousedown', away);
      document.removeEventListener('keydown', key);
      document.removeEventListener('focusin', left);
    };
  }, [open]);
  return (
    <div className={`bh-menu-button${className ? ` ${className}` : ''}`} ref={root}>
      <button
        type="button"
        ref={button}
        className="bh-btn bh-btn-text"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={ariaLabel}
        onClick={() => setOpen((o) => !o)}
        data-testid={testId}
      >
        {label}
      </button>
      {open && (
        <ul id={id} className="bh-popup bh-menu-popup">
          {entries.map((e) =>
            e.key.startsWith('divider') ? (
              <li key={e.key} className="bh-menu-divider" aria-hidden="true" />
            ) : (
              <li
                key={e.key}
                className={e.className}
                onClick={() => {
                  setOpen(false);
                  e.onSelect?.();
                }}
              >
                {e.node}
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}
