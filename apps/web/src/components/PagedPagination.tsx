import { Pagination, type PaginationProps } from 'antd';
import { useI18n } from '../i18n';
import type { PagedList } from '../lib/usePagedList';

export interface PagerOptions {
  /** the "go to page" box */
  quickJumper?: boolean;
  /** the page size select (on by default; off leaves antd's default: shown past 50 rows) */
  sizeChanger?: boolean;
  pageSizeOptions?: number[];
  /** "N in total" (on by default) */
  showTotal?: boolean;
  /** no pagination at all while everything fits on one page */
  pagedOnly?: boolean;
  /** also called when the page or its size changes (clear a selection) */
  onPageChange?: () => void;
}

/**
 * The pagination of a paged list: current page, size, "N in total". When the server's count stopped at a cap
 * (`totalCapped`) the total is a lower bound: the text says "more than N" and the last page number reads "N+".
 */
export function usePager<R>(list: PagedList<R, any>, opts: PagerOptions = {}): PaginationProps | false {
  const { t } = useI18n();
  if (opts.pagedOnly && list.total <= list.pageSize) return false;
  const lastPage = Math.max(1, Math.ceil(list.total / list.pageSize));
  return {
    current: list.page,
    pageSize: list.pageSize,
    total: list.total,
    ...(opts.sizeChanger === false ? {} : { showSizeChanger: true }),
    ...(opts.pageSizeOptions ? { pageSizeOptions: opts.pageSizeOptions } : {}),
    ...(opts.quickJumper ? { showQuickJumper: true } : {}),
    ...(opts.showTotal === false
      ? {}
      : { showTotal: (total: number) => (list.totalCapped ? t('pagination.totalCapped', { total }) : t('pagination.total', { total })) }),
    ...(list.totalCapped ? { itemRender: (page, type, element) => (type === 'page' && page === lastPage ? <a>{`${page}+`}</a> : element) } : {}),
    onChange: (p, s) => {
      list.setPage(p, s);
      opts.onPageChange?.();
    },
  };
}

/** The pagination under a grid of cards (task lists). */
export function PagedPagination<R>({ list, testId, ...opts }: PagerOptions & { list: PagedList<R, any>; testId?: string }) {
  const pager = usePager(list, opts);
  return pager ? <Pagination className="bh-gap-top" align="center" {...pager} data-testid={testId} /> : null;
}
