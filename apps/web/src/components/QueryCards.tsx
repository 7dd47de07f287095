import { Fragment, type Key, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@boothhub/shared';
import { PageSpin } from './PageSpin';
import { PagedPagination } from './PagedPagination';

/**
 * A grid of cards for a search whose page lives in the address (the model centre, service packages): a spinner
 * until the first answer, "nothing found", the cards, and the pagination when there is more than a page. Plain
 * markup.
 */
export function QueryCards<R>({
  query,
  page,
  pageSize,
  onPage,
  className,
  testId,
  empty,
  keyOf,
  card,
}: {
  query: UseQueryResult<Page<R>>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  className: string;
  testId: string;
  empty: ReactNode;
  keyOf: (row: R) => Key;
  card: (row: R) => ReactNode;
}) {
  const data = query.data;
  if (!data) return query.isFetching ? <PageSpin /> : null;
  return (
    <>
      {data.listItem.length === 0 && <p className="bh-empty">{empty}</p>}
      <div className={className} data-testid={testId}>
        {data.listItem.map((r) => (
          <Fragment key={keyOf(r)}>{card(r)}</Fragment>
        ))}
      </div>
      <div className="bh-gap-top">
        <PagedPagination
          list={{ page, pageSize, total: data.total, totalCapped: data.totalCapped ?? false, setPage: onPage }}
          fixedPageSize
          showTotal={false}
          pagedOnly
        />
      </div>
    </>
  );
}
