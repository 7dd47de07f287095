import type { Key, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@boothhub/shared';
import { numberParam, type useUrlQuery } from '../lib/urlQuery';
import { DirectoryPage, KeywordBox } from './DirectoryPage';
import { QueryCards } from './QueryCards';
import './url-search.css';

type UrlQuery = ReturnType<typeof useUrlQuery>;

/**
 * A catalogue search whose state lives in the address (the model centre, service packages): the page's title, the
 * filter bar — keyword (`q`), the page's own filters, a price range in coins (`min`, `max`), the sort (`sort`, absent
 * when it is the default "newest") — and the grid of cards with its pagination (`page`). Plain markup.
 */
export function UrlSearchPage<R>({
  url,
  title,
  testId,
  filtersClassName,
  keyword,
  filters,
  price,
  sort,
  list,
  page,
  pageSize,
  grid,
}: {
  url: UrlQuery;
  title: ReactNode;
  testId: string;
  filtersClassName: string;
  keyword: { placeholder: string; testId: string };
  /** the page's own filters, between the keyword and the price */
  filters: ReactNode;
  price: { min: string; max: string; minTestId?: string; maxTestId?: string };
  sort: { value: string | undefined; options: { value: string; label: string }[]; width: number; testId: string; label: string };
  list: UseQueryResult<Page<R>>;
  page: number;
  pageSize: number;
  grid: { className: string; testId: string; empty: ReactNode; keyOf: (row: R) => Key; card: (row: R) => ReactNode };
}) {
  const { params, set } = url;
  const q = params.get('q') ?? '';
  return (
    <DirectoryPage title={title} testId={testId}>
      <div className={`bh-url-filters ${filtersClassName}`}>
        <div className="bh-url-keyword">
          <KeywordBox key={q} value={q} onSearch={(v) => set('q', v)} label={keyword.placeholder} testId={keyword.testId} />
        </div>
        {filters}
        {(['min', 'max'] as const).map((end) => (
          <input
            key={`${end}-${params.get(end) ?? ''}`}
            type="number"
            min={0}
            inputMode="decimal"
            className="bh-input bh-url-price"
            placeholder={price[end]}
            aria-label={price[end]}
            defaultValue={numberParam(params.get(end)) ?? ''}
            // the address changes when the figure is done (leaving the box or Enter), not at every digit
            onBlur={(e) => {
              const figure = e.target.value === '' ? undefined : Number(e.target.value);
              // passing through the box (Tab) changes nothing, not even the page
              if (figure !== numberParam(params.get(end))) set(end, figure);
            }}
            onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
            data-testid={end === 'min' ? price.minTestId : price.maxTestId}
          />
        ))}
        <select
          className="bh-select"
          style={{ width: sort.width }}
          value={sort.value}
          onChange={(e) => set('sort', e.target.value === 'newest' ? undefined : e.target.value)}
          aria-label={sort.label}
          data-testid={sort.testId}
        >
          {sort.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <QueryCards
        query={list}
        page={page}
        pageSize={pageSize}
        onPage={(p) => set('page', p)}
        className={grid.className}
        testId={grid.testId}
        empty={grid.empty}
        keyOf={grid.keyOf}
        card={grid.card}
      />
    </DirectoryPage>
  );
}
