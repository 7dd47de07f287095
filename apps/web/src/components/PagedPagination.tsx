import './pager.css';
import { useI18n } from '../i18n';
import type { PagedList } from '../lib/usePagedList';

export interface PagerOptions {
  /** the page size select (on by default; off: shown only past 50 rows, as antd's default) */
  sizeChanger?: boolean;
  pageSizeOptions?: number[];
  /** "N in total" (on by default) */
  showTotal?: boolean;
  /** no pagination at all while everything fits on one page */
  pagedOnly?: boolean;
  /** also called when the page or its size changes (clear a selection) */
  onPageChange?: () => void;
  /** the server's page size is fixed (PagedPagination): never a page size select */
  fixedPageSize?: boolean;
}

/** What the plain pager needs of a list: a `PagedList`, or a page kept by the page itself. */
export type PagerState = Pick<PagedList<unknown>, 'page' | 'pageSize' | 'total' | 'totalCapped' | 'setPage'>;

/** The page numbers to show: the first, the last, and two either side of the current one; `null` marks a gap. */
export function pageWindow(current: number, last: number): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let p = 1; p <= last; p++) {
    if (p === 1 || p === last || Math.abs(p - current) <= 2) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/**
 * The pagination under a paged list (a grid of cards, a plain table): plain buttons and a native select. Previous, the
 * page numbers (the last reads "N+" when the server's count stopped at its cap), next, the page size and "N in total".
 */
export function PagedPagination({ list, testId, ...opts }: PagerOptions & { list: PagerState; testId?: string }) {
  const { t } = useI18n();
  if (opts.pagedOnly && list.total <= list.pageSize) return null;
  const last = Math.max(1, Math.ceil(list.total / list.pageSize));
  const go = (page: number, size?: number) => {
    list.setPage(page, size);
    opts.onPageChange?.();
  };
  const sizes = opts.pageSizeOptions ?? [10, 20, 50, 100];
  return (
    <nav className="bh-pager" aria-label={t('pagination.nav')} data-testid={testId}>
      {opts.showTotal !== false && (
        <span className="bh-secondary">{t(list.totalCapped ? 'pagination.totalCapped' : 'pagination.total', { total: list.total })}</span>
      )}
      <ul>
        <li>
          <button
            type="button"
            className="bh-pager-item"
            disabled={list.page <= 1}
            onClick={() => go(list.page - 1)}
            aria-label={t('pagination.prevPage')}
          >
            ‹
          </button>
        </li>
        {pageWindow(list.page, last).map((p, i) =>
          p === null ? (
            <li key={`gap${i}`} className="bh-pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className="bh-pager-item"
                aria-current={p === list.page ? 'page' : undefined}
                onClick={() => go(p)}
                aria-label={t('pagination.pageN', { page: list.totalCapped && p === last ? `${p}+` : p })}
              >
                {list.totalCapped && p === last ? `${p}+` : p}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="bh-pager-item"
            disabled={list.page >= last}
            onClick={() => go(list.page + 1)}
            aria-label={t('pagination.nextPage')}
          >
            ›
          </button>
        </li>
      </ul>
      {!opts.fixedPageSize && (opts.sizeChanger !== false || list.total > 50) && (
        <select className="bh-select" value={list.pageSize} onChange={(e) => go(1, Number(e.target.value))} aria-label={t('pagination.pageSize')}>
          {[...new Set([...sizes, list.pageSize])]
            .sort((a, b) => a - b)
            .map((n) => (
              <option key={n} value={n}>
                {n} {t('pagination.itemsPerPage')}
              </option>
            ))}
        </select>
      )}
    </nav>
  );
}
