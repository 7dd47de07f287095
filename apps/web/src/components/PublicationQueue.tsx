import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { Page, PageQuery } from '@boothhub/shared';
import { formatDateTime, useI18n, type MessageKey } from '../i18n';
import { Secondary } from './money';
import { ReviewQueue, type ReviewRow } from './ReviewQueue';

type Filter<S extends string> = { status?: S; keyword?: string };

/**
 * What a queue of things members submit for publication (exhibitions, conventions, models) says of itself; the rest
 * is the same for all of them: test ids from one noun (`admin-${noun}s`, `admin-${noun}-${id}`,
 * `admin-${noun}-status|approve|reject-${id}`), the submitter and when, approve with an optional reason and reject
 * with a required one, decided by id.
 */
export interface PublicationQueueSpec<R extends ReviewRow & { id: number; title: string }, S extends string> {
  title: MessageKey;
  noun: string;
  searchPlaceholder: MessageKey;
  statuses: readonly S[];
  queryKey: (query: Filter<S> & PageQuery) => QueryKey;
  list: (query: Filter<S> & PageQuery) => Promise<Page<R>>;
  invalidate: QueryKey;
  /** the submitted thing's column: its heading, width and the lines under its title */
  item: { title: MessageKey; width?: number; render: (row: R) => ReactNode };
  /** the submitter's column: its heading, and the name, card number (shown when given) and time of a row */
  submitter: { title: MessageKey; of: (row: R) => { name: string; cardno?: string; at: string } };
  /** the decision dialogs' titles */
  decisionTitle: { approve: MessageKey; reject: MessageKey };
  review: (body: { id: number; approve: boolean; reason?: string }) => Promise<unknown>;
}

export function PublicationQueue<R extends ReviewRow & { id: number; title: string }, S extends string>({
  spec,
}: {
  spec: PublicationQueueSpec<R, S>;
}) {
  const { t } = useI18n();
  const { noun } = spec;
  const decision = (approve: boolean) => ({
    approve,
    label: approve ? ('wallet.review.approve' as const) : ('wallet.review.reject' as const),
    testId: (r: R) => `admin-${noun}-${approve ? 'approve' : 'reject'}-${r.id}`,
    reason: approve ? ('optional' as const) : ('required' as const),
    title: (r: R) => t(approve ? spec.decisionTitle.approve : spec.decisionTitle.reject, { title: r.title }),
  });
  return (
    <ReviewQueue
      spec={{
        title: spec.title,
        testId: `admin-${noun}s`,
        searchPlaceholder: spec.searchPlaceholder,
        statuses: spec.statuses,
        rowKey: 'id',
        pageSize: 10,
        queryKey: spec.queryKey,
        list: spec.list,
        invalidate: spec.invalidate,
        columns: [
          {
            key: 'item',
            title: t(spec.item.title),
            width: spec.item.width ?? 260,
            render: (_, r) => (
              <div className="bh-wallet-cell" data-testid={`admin-${noun}-${r.id}`}>
                <strong>{r.title}</strong>
                {spec.item.render(r)}
              </div>
            ),
          },
          {
            key: 'submitter',
            title: t(spec.submitter.title),
            width: 170,
            render: (_, r) => {
              const s = spec.submitter.of(r);
              return (
                <div className="bh-wallet-cell">
                  {s.name}
                  {s.cardno && <Secondary>{s.cardno}</Secondary>}
                  <Secondary>{formatDateTime(s.at)}</Secondary>
                </div>
              );
            },
          },
        ],
        statusTestId: (r) => `admin-${noun}-status-${r.id}`,
        widths: { status: 170, actions: 140, scrollX: 760 },
        stacked: ['item', 'submitter'],
        decisions: [decision(true), decision(false)],
        review: (r, approve, v) => spec.review({ id: r.id, approve, ...(v.reason ? { reason: v.reason } : {}) }),
      }}
    />
  );
}
