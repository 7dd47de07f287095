import type { ReactNode } from 'react';
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
 * in one row when there are no rows. It scrolls sideways inside its box when it is wider than the screen.
 */
export function Table<T>({
  columns,
  rows,
  rowKey,
  caption,
  testId,
}: {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  caption: string;
  testId?: string;
}) {
  const { t } = useI18n();
  const align = (c: Column<T>) => (c.align && c.align !== 'left' ? `bh-table-${c.align}` : undefined);
  return (
    <div className="bh-table-wrap" data-testid={testId}>
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
                {t('empty.noData')}
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
