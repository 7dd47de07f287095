import type { ReactNode } from 'react';
import type { PagedList } from '../lib/usePagedList';
import { useDesktop } from '../lib/useMedia';
import { PageSpin } from './PageSpin';
import { Table, type Column, type Selection } from './lite/Table';
import { PagedPagination, type PagerOptions } from './PagedPagination';

/**
 * One paged list (see usePagedList) as a plain table (`lite/Table`): a spinner until the first page, the rows (dimmed
 * while the next page loads), `empty` in its one row when there are none, and the plain pagination under it (none
 * while the list is empty, as antd's table did). `narrowHide` names the columns left out on phones (< 768 px).
 */
export function PagedPlainTable<R extends object>({
  list,
  columns,
  caption,
  empty,
  narrowHide,
  selection,
  rowKey = (r) => (r as { id: number | string }).id,
  testId,
  pager,
}: {
  list: PagedList<R, any>;
  columns: Column<R>[];
  /** names the table for screen readers (the box around it shows its title) */
  caption: string;
  empty?: ReactNode;
  narrowHide?: string[];
  /** a first column of checkboxes (see lite/Table) */
  selection?: Selection<R>;
  /** a row's key: its `id` unless told */
  rowKey?: (row: R) => number | string;
  testId?: string;
  pager?: PagerOptions & { testId?: string };
}) {
  const desktop = useDesktop();
  if (list.query.isPending) return <PageSpin />;
  const shown = desktop || !narrowHide ? columns : columns.filter((c) => !narrowHide.includes(c.key));
  return (
    <div className={list.query.isFetching ? 'bh-busy' : undefined} aria-busy={list.query.isFetching}>
      <Table<R> columns={shown} rows={list.rows} rowKey={rowKey} caption={caption} empty={empty} selection={selection} testId={testId} />
      {list.total > 0 && <PagedPagination list={list} {...pager} />}
    </div>
  );
}
