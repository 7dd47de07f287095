import './tabs.css';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

/**
 * A row of tabs (antd's Tabs without the panes): the page draws the chosen tab's content itself, inside
 * `<TabPanel>`. Arrow keys, Home and End move between the tabs and choose (WAI-ARIA tabs with automatic activation);
 * only the chosen tab is in the Tab order.
 */
export function Tabs<K extends string>({
  items,
  active,
  onChange,
  label,
  idBase,
  testId,
}: {
  items: TabItem<K>[];
  active: K | undefined;
  onChange: (key: K) => void;
  /** what the tabs choose, for screen readers */
  label: string;
  /** the ids' prefix: tab `${idBase}-tab-${key}`, panel `${idBase}-panel` */
  idBase: string;
  testId?: string;
}) {
  const row = useRef<HTMLDivElement>(null);
  const current = items.findIndex((i) => i.key === active);
  const move = (e: KeyboardEvent) => {
    const last = items.length - 1;
    const to = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[e.key];
    if (to === undefined || items.length === 0) return;
    e.preventDefault();
    const next = items[(to + items.length) % items.length]!;
    onChange(next.key);
    row.current?.ownerDocument.getElementById(`${idBase}-tab-${next.key}`)?.focus();
  };
  return (
    <div className="bh-tabs" role="tablist" aria-label={label} ref={row} onKeyDown={move} data-testid={testId}>
      {items.map((i, n) => {
        const chosen = i.key === active || (current < 0 && n === 0);
        return (
          <button
            key={i.key}
            type="button"
            role="tab"
            id={`${idBase}-tab-${i.key}`}
            aria-selected={i.key === active}
            aria-controls={`${idBase}-panel`}
            tabIndex={chosen ? 0 : -1}
            className="bh-tab"
            onClick={() => onChange(i.key)}
          >
            {i.label}
          </button>
        );
      })}
    </div>
  );
}

/** The chosen tab's content, named by its tab. */
export function TabPanel({ idBase, active, children }: { idBase: string; active: string | undefined; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={`${idBase}-panel`}
      aria-labelledby={active ? `${idBase}-tab-${active}` : undefined}
      tabIndex={0}
      className="bh-tab-panel"
    >
      {children}
    </div>
  );
}
