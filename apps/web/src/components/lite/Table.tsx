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

/** Rows chosen by a checkbox each (antd's `rowSelection`): the chosen rows' keys, and each checkbox's name. */
export interface Selection<T> {
  selected: ReadonlyArray<string | number>;
  onChange: (keys: Array<string | number>) => void;
  /** names a row's checkbox ("Choose: <title>") */
  label: (row: T) => string;
  /** names the head's checkbox that chooses every row shown */
  allLabel: string;
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
  selection,
  testId,
}: {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  caption: string;
  /** what the one row says when there are no rows ("No data" by default) */
  empty?: ReactNode;
  /** a first column of checkboxes */
  selection?: Selection<T>;
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
            {selection && (
              <th scope="col" className="bh-table-check">
                <SelectAll rows={rows} rowKey={rowKey} selection={selection} />
              </th>
            )}
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
              <td colSpan={columns.length + (selection ? 1 : 0)} className="bh-table-empty">
                {empty ?? t('empty.noData')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={selection?.selected.includes(rowKey(row)) ? 'bh-table-chosen' : undefined}>
                {selection && (
                  <td className="bh-table-check">
                    <input
                      type="checkbox"
                      checked={selection.selected.includes(rowKey(row))}
                      onChange={(e) => {
                        const key = rowKey(row);
                        const rest = selection.selected.filter((k) => k !== key);
                        selection.onChange(e.target.checked ? [...rest, key] : rest);
                      }}
                      aria-label={selection.label(row)}
                    />
                  </td>
                )}
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

/** The head's checkbox: every shown row chosen (checked), some (mixed), none; a click chooses all or none of them. */
function SelectAll<T>({ rows, rowKey, selection }: { rows: readonly T[]; rowKey: (row: T) => string | number; selection: Selection<T> }) {
  const keys = rows.map(rowKey);
  const chosen = keys.filter((k) => selection.selected.includes(k)).length;
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = chosen > 0 && chosen < keys.length;
  }, [chosen, keys.length]);
  return (
    <input
      ref={box}
      type="checkbox"
      checked={keys.length > 0 && chosen === keys.length}
      disabled={keys.length === 0}
      onChange={(e) => selection.onChange(e.target.checked ? keys : [])}
      aria-label={selection.allLabel}
    />
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
