import { useEffect, useRef } from 'react';
import { Table, type TableProps } from 'antd';
import { useI18n } from '../i18n';
import type { PagedList } from '../lib/usePagedList';
import { useNarrow } from './columns';
import { usePager, type PagerOptions } from './PagedPagination';

type PagedTableProps<R> = Omit<TableProps<R>, 'dataSource' | 'pagination' | 'loading'> &
  PagerOptions & {
    list: PagedList<R, any>;
    /** sideways scroll from this width, except on phones (< 576 px) */
    scrollX?: number;
    /** column keys left out on phones */
    narrowHide?: string[];
  };

/**
 * An AntD table of one paged list (see usePagedList): rows, loading state and pagination come from the list; rows are
 * keyed by their `id` unless `rowKey` says otherwise.
 */
export function PagedTable<R extends object>({
  list,
  quickJumper,
  sizeChanger,
  pageSizeOptions,
  showTotal,
  pagedOnly,
  onPageChange,
  scrollX,
  narrowHide,
  rowKey = 'id',
  ...props
}: PagedTableProps<R>) {
  const pager = usePager(list, { quickJumper, sizeChanger, pageSizeOptions, showTotal, pagedOnly, onPageChange });
  const narrow = useNarrow();
  const columns = narrow && narrowHide ? props.columns?.filter((c) => !narrowHide.includes(String(c.key))) : props.columns;
  const scroll = scrollX === undefined ? props.scroll : narrow ? undefined : { x: scrollX };
  const box = useScrollableRegions<HTMLDivElement>([list.rows, columns, narrow]);
  return (
    <div ref={box}>
      <Table<R>
        {...props}
        rowKey={rowKey}
        columns={columns}
        scroll={scroll}
        dataSource={list.rows}
        loading={list.query.isFetching}
        pagination={pager}
      />
    </div>
  );
}

/**
 * A table wider than its box scrolls sideways; keyboard users must be able to reach that scroll too (WCAG 2.1.1,
 * axe `scrollable-region-focusable`). After each render, every scrolling part of the table gets `tabIndex=0` and a
 * name while it overflows, and loses them when it fits; antd's hidden measuring row is made inert.
 */
function useScrollableRegions<E extends HTMLElement>(deps: unknown[]) {
  const { t } = useI18n();
  const ref = useRef<E>(null);
  useEffect(() => {
    const parts = ref.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body') ?? [];
    // antd's hidden measuring row repeats the header cells (a select-all checkbox too): keep it out of the tab order
    for (const row of ref.current?.querySelectorAll('.ant-table-measure-row') ?? []) row.setAttribute('inert', '');
    for (const el of parts) {
      if (el.scrollWidth > el.clientWidth) {
        el.tabIndex = 0;
        el.setAttribute('role', 'region');
        el.setAttribute('aria-label', t('table.scrollable'));
      } else {
        el.removeAttribute('tabindex');
        el.removeAttribute('role');
        el.removeAttribute('aria-label');
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, ...deps]);
  return ref;
}
