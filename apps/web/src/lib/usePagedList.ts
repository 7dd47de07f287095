import { useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { Page, PageQuery } from '@boothhub/shared';

export interface PagedListOptions<F extends object, D extends Page<unknown>> {
  /** the list's filters (without page/pageSize); when they change the list goes back to page 1 */
  filter: F;
  queryKey: (query: F & PageQuery) => QueryKey;
  queryFn: (query: F & PageQuery) => Promise<D>;
  /** the first page size (20 unless a page says otherwise) */
  pageSize?: number;
  enabled?: boolean;
  staleTime?: number;
  refetchInterval?: number;
}

export interface PagedList<R, D extends Page<R> = Page<R>> {
  /** the TanStack query of the current page (keeps the previous page while the next one loads) */
  query: ReturnType<typeof useQuery<D>>;
  rows: R[];
  page: number;
  pageSize: number;
  /** the total the server counted; a lower bound when `totalCapped` */
  total: number;
  totalCapped: boolean;
  setPage: (page: number, pageSize?: number) => void;
}

/**
 * The one paged list of the web client: page/pageSize state, the query of that page, and back to page 1 whenever
 * the filter changes (compared by value, so a page can build its filter object on every render).
 * Render it with `<PagedPlainTable list={…} />`, or `<PagedPagination list={…} />` under a grid of cards.
 */
export function usePagedList<F extends object, D extends Page<any>>(opts: PagedListOptions<F, D>): PagedList<D['listItem'][number], D> {
  const filterKey = JSON.stringify(opts.filter);
  const [state, setState] = useState({ page: 1, pageSize: opts.pageSize ?? 20, filterKey });
  const page = state.filterKey === filterKey ? state.page : 1;
  const params = { ...opts.filter, page, pageSize: state.pageSize } as F & PageQuery;
  const query = useQuery<D>({
    queryKey: opts.queryKey(params),
    queryFn: () => opts.queryFn(params),
    placeholderData: keepPreviousData,
    ...(opts.enabled === undefined ? {} : { enabled: opts.enabled }),
    ...(opts.staleTime === undefined ? {} : { staleTime: opts.staleTime }),
    ...(opts.refetchInterval === undefined ? {} : { refetchInterval: opts.refetchInterval }),
  });
  return {
    query,
    rows: query.data?.listItem ?? [],
    page,
    pageSize: state.pageSize,
    total: query.data?.total ?? 0,
    totalCapped: query.data?.totalCapped === true,
    setPage: (p, s) => setState({ page: p, pageSize: s ?? state.pageSize, filterKey }),
  };
}
