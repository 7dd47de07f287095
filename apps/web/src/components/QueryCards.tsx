import type { Key, ReactNode } from 'react';
import { Fragment } from 'react';
import { Empty, Pagination, Spin } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@boothhub/shared';

/**
 * A grid of cards for a search whose page lives in the address (the model centre, service packages): a spinner
 * until the first answer, "nothing found", the cards, and the pagination when there is more than a page.
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
  return (
    <>
      <Spin spinning={query.isFetching && !data}>
        {data && data.listItem.length === 0 && <Empty description={empty} />}
        <div className={className} data-testid={testId}>
          {data?.listItem.map((r) => (
            <Fragment key={keyOf(r)}>{card(r)}</Fragment>
          ))}
        </div>
      </Spin>
      {data && data.total > pageSize && (
        <Pagination className="bh-gap-top" current={page} pageSize={pageSize} total={data.total} showSizeChanger={false} onChange={onPage} />
      )}
    </>
  );
}
