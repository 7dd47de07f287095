import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { Link } from 'react-router';
import { inLang } from '@boothhub/shared/lang';
import type { Page, PageQuery } from '@boothhub/shared';
import { formatDateTime, useI18n, type MessageKey } from '../i18n';
import { Secondary } from './money';
import { ReviewQueue, reviewDecisions, type ReviewRow } from './ReviewQueue';

type Filter<S extends string> = { status?: S; keyword?: string };

type Translate = ReturnType<typeof useI18n>['t'];
/** a submitted entry's title, with its English twin when the entry has one (shown on an English page, decision 087) */
type Titled = { id: number; title: string; titleEn?: string | null };

/**
 * What a queue of things members submit for publication (exhibitions, conventions, models) says of itself; the rest
 * is the same for all of them: test ids from one noun (`admin-${noun}s`, `admin-${noun}-${id}`,
 * `admin-${noun}-status|approve|reject-${id}`), the submitter and when, approve with an optional reason and reject
 * with a required one, decided by id.
 */
export interface PublicationQueueSpec<R extends ReviewRow & Titled, S extends string> {
  /**
   * the queue's feature: the noun of its test ids, its query keys and calls (the rows from `keys.queue` and
   * `api.queue`, the decision by `api.review`, which refreshes all of `keys.all`)
   */
  feature: {
    noun: string;
    keys: { all: QueryKey; queue: (query: Filter<S> & PageQuery) => QueryKey };
    api: {
      queue: (query: Filter<S> & PageQuery) => Promise<Page<R>>;
      review: (body: { id: number; approve: boolean; reason?: string }) => Promise<unknown>;
    };
  };
  /** the page's title, the search box's placeholder and the decision dialogs' titles */
  texts: { title: MessageKey; search: MessageKey; approve: MessageKey; reject: MessageKey };
  statuses: readonly S[];
  /**
   * the submitted thing's column: its heading, width, the lines under its title and, with `open`, a link that opens
   * the thing in a new tab (test id `admin-${noun}-open-${id}`)
   */
  item: {
    title: MessageKey;
    width?: number;
    render: (row: R, t: Translate) => ReactNode;
    open?: { to: (row: R) => string; label: MessageKey };
  };
  /** the submitter's column: its heading, and the name, card number (shown when given) and time of a row */
  submitter: { title: MessageKey; of: (row: R) => { name: string; cardno?: string; at: string } };
}

/** A back-office page that is only a publication queue: the page's component from the queue's spec. */
export function publicationQueuePage<R extends ReviewRow & Titled, S extends string>(spec: PublicationQueueSpec<R, S>) {
  return function PublicationQueuePage() {
    return <PublicationQueue spec={spec} />;
  };
}

export function PublicationQueue<R extends ReviewRow & Titled, S extends string>({ spec }: { spec: PublicationQueueSpec<R, S> }) {
  const { t, lang } = useI18n();
  const titleOf = (r: R) => inLang(lang, r.title, r.titleEn);
  const { item, texts } = spec;
  const { noun, keys, api } = spec.feature;
  return (
    <ReviewQueue
      spec={{
        title: texts.title,
        testId: `admin-${noun}s`,
        searchPlaceholder: texts.search,
        statuses: spec.statuses,
        rowKey: 'id',
        pageSize: 10,
        queryKey: keys.queue,
        list: api.queue,
        invalidate: keys.all,
        columns: [
          {
            key: 'item',
            title: t(item.title),
            width: item.width ?? 260,
            render: (r) => (
              <div className="bh-wallet-cell" data-testid={`admin-${noun}-${r.id}`}>
                <strong>{titleOf(r)}</strong>
                {item.render(r, t)}
                {item.open && (
                  <Link to={item.open.to(r)} target="_blank" data-testid={`admin-${noun}-open-${r.id}`}>
                    {t(item.open.label)}
                  </Link>
                )}
              </div>
            ),
          },
          {
            key: 'submitter',
            title: t(spec.submitter.title),
            width: 170,
            render: (r) => {
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
        widths: { status: 170, actions: 140 },
        stacked: ['item', 'submitter'],
        decisions: reviewDecisions<R>({
          testId: (r, act) => `admin-${noun}-${act}-${r.id}`,
          title: (approve) => (r) => t(approve ? texts.approve : texts.reject, { title: titleOf(r) }),
        }),
        review: (r, approve, v) => api.review({ id: r.id, approve, ...(v.reason ? { reason: v.reason } : {}) }),
      }}
    />
  );
}
