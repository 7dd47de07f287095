import { Fragment, type Key, type ReactNode } from 'react';
import type { PagedList } from '../lib/usePagedList';
import { LoadedList } from './LoadedList';
import { PagedPagination } from './PagedPagination';

/**
 * A directory's paged grid of cards (exhibitions, designers, factories): a spinner until the first page, "nothing
 * found" when a search finds nothing, else "{total} found", the cards (dimmed while the next page loads) and the
 * pagination. Plain markup. Test ids from one prefix: `${testId}-empty`, `-found`, `-grid`, `-pager`.
 */
export function PagedCards<R>({
  list,
  testId,
  className,
  empty,
  found,
  keyOf,
  card,
}: {
  list: PagedList<R, any>;
  testId: string;
  /** the grid's class (its columns) */
  className: string;
  empty: ReactNode;
  found: (total: number) => ReactNode;
  keyOf: (row: R) => Key;
  card: (row: R) => ReactNode;
}) {
  return (
    <LoadedList query={list.query} empty={{ when: list.query.isSuccess && list.rows.length === 0, text: empty, testId: `${testId}-empty` }}>
      {list.query.isSuccess && (
        <p className="bh-secondary bh-paragraph" data-testid={`${testId}-found`}>
          {found(list.total)}
        </p>
      )}
      <div className={className} data-testid={`${testId}-grid`}>
        {list.rows.map((r) => (
          <Fragment key={keyOf(r)}>{card(r)}</Fragment>
        ))}
      </div>
      <PagedPagination list={list} sizeChanger={false} testId={`${testId}-pager`} />
    </LoadedList>
  );
}
