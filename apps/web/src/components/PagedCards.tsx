import { Fragment, type Key, type ReactNode } from 'react';
import { Empty, Spin, Typography } from 'antd';
import type { PagedList } from '../lib/usePagedList';
import { PagedPagination } from './PagedPagination';

/**
 * A directory's paged grid of cards (exhibitions, designers, factories): a spinner while a page loads, "nothing
 * found" when a search finds nothing, else "{total} found", the cards and the pagination. Test ids from one prefix:
 * `${testId}-empty`, `-found`, `-grid`, `-pager`.
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
    <Spin spinning={list.query.isFetching}>
      {list.query.isSuccess && list.rows.length === 0 ? (
        <Empty description={empty} data-testid={`${testId}-empty`} />
      ) : (
        <>
          {list.query.isSuccess && (
            <Typography.Paragraph type="secondary" data-testid={`${testId}-found`}>
              {found(list.total)}
            </Typography.Paragraph>
          )}
          <div className={className} data-testid={`${testId}-grid`}>
            {list.rows.map((r) => (
              <Fragment key={keyOf(r)}>{card(r)}</Fragment>
            ))}
          </div>
          <PagedPagination list={list} sizeChanger={false} testId={`${testId}-pager`} />
        </>
      )}
    </Spin>
  );
}
