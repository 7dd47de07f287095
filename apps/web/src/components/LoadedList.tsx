import type { ReactNode } from 'react';
import { PageSpin } from './PageSpin';

/**
 * A list's answer as a page shows it: the spinner until the first answer, then the content, dimmed and marked busy
 * while another answer comes; in the content's place the "nothing here" line (`empty.text`, test id `empty.testId`)
 * when `empty.when`; `after` (the pagination) below either, in the same busy frame. Plain markup.
 */
export function LoadedList({
  query,
  empty,
  children,
  after,
}: {
  query: { isPending: boolean; isFetching: boolean };
  empty: { when: boolean; text: ReactNode; testId: string };
  children: ReactNode;
  after?: ReactNode;
}) {
  if (query.isPending) return <PageSpin />;
  return (
    <div className={query.isFetching ? 'bh-busy' : undefined} aria-busy={query.isFetching}>
      {empty.when ? (
        <p className="bh-empty" data-testid={empty.testId}>
          {empty.text}
        </p>
      ) : (
        children
      )}
      {after}
    </div>
  );
}
