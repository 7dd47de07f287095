import { useEffect, useRef, type ReactNode } from 'react';
import { useI18n } from '../../i18n';
import './table.css';

/** One column of a plain table: its head, how a row's cell reads, and its alignment (numbers to the right). */
export interface Column<T> {
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
}

/**
 * A small table in plain markup (antd's `<Table size="small" pagination={false}>`): a real `<table>` with column heads
 * (`<th scope="col">`), named by `caption` for screen readers (hidden: the box around it shows its title), "No data"
 * in one row when there are no rows (or `empty`). It scrolls sideways inside its box when it is wider than the screen;
 * while it does, the box is a named region in the tab order, so a keyboard reaches that scroll too (axe
 * `scrollable-region-focusable`).
 */
export function Table<T>({
  columns,
  rows,
  rowKey,
  caption,
  empty,
  testId,
}: {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  caption: string;
  /** what the one row says when there are no rows ("No data" by default) */
  empty?: ReactNode;
  testId?: string;
}) {
  const { t } = useI18n();
  const wrap = useScrollable(t('table.scrollable'), [rows, columns]);
  const align = (c: Column<T>) => (c.align && c.align !== 'left' ? `bh-table-${c.align}` : undefined);
  return (
    <div ref={wrap} className="bh-table-wrap" data-testid={testId}>
      <table className="bh-table">
        <caption className="bh-sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={align(c)}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="bh-table-empty">
                {empty ?? t('empty.noData')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.key} className={align(c)}>
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The box of a table: focusable and named while its table is wider than it (and scrolls), plain when it fits. */
function useScrollable(label: string, deps: unknown[]) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const mark = () => {
      if (el.scrollWidth > el.clientWidth) {
        el.tabIndex = 0;
        el.setAttribute('role', 'region');
        el.setAttribute('aria-label', label);
      } else {
        el.removeAttribute('tabindex');
        el.removeAttribute('role');
        el.removeAttribute('aria-label');
      }
    };
    mark();
    const seen = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(mark);
    seen?.observe(el);
    return () => seen?.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [label, ...deps]);
  return ref;
}
