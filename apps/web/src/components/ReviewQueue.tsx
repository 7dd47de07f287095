import { useState, type ReactNode } from 'react';
import { Button, Card, Space, Typography, type TableColumnType } from 'antd';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Page, PageQuery } from '@boothhub/shared';
import { formatDateTime, useI18n, type MessageKey } from '../i18n';
import { usePagedList } from '../lib/usePagedList';
import { stackColumns, useNarrow } from './columns';
import { Secondary, StatusTag } from './money';
import { PagedTable } from './PagedTable';
import { QueueToolbar } from './QueueToolbar';
import { ReasonDialog, type ReasonValues } from './ReasonDialog';
import { message } from '../app/notice';

/** What every reviewed row has: a status and, once decided, who decided when and why. */
export interface ReviewRow {
  status: string;
  reviewer?: string | null;
  reviewedAt?: string | null;
  reason?: string | null;
}

/** One decision button of a pending row (approve or reject) and its dialog. */
export interface ReviewDecision<R> {
  approve: boolean;
  label: MessageKey;
  testId: (row: R) => string;
  /** a rejection must say why; an approval may */
  reason: 'required' | 'optional';
  /** the dialog's title and what it shows above the fields */
  title: (row: R) => string;
  summary?: (row: R) => ReactNode;
  /** fields asked for before the reason (the payout reference of a paid withdrawal) */
  fields?: ReactNode;
}

/**
 * A queue's two decisions: approve (`approve.label`, "Approve" by default; a reason optional) and reject ("Reject"; a
 * reason required). Their test ids are `testId(row, approve.act)` and `testId(row, 'reject')`, their dialogs' titles
 * `title(approve)`; `summary` shows in both dialogs, `fields` in the approval's.
 */
export function reviewDecisions<R>({
  testId,
  approve = { label: 'wallet.review.approve', act: 'approve' },
  title,
  summary,
  fields,
}: {
  testId: (row: R, act: string) => string;
  approve?: { label: MessageKey; act: string };
  title: (approve: boolean) => (row: R) => string;
  summary?: (row: R) => ReactNode;
  fields?: ReactNode;
}): [ReviewDecision<R>, ReviewDecision<R>] {
  return [
    { approve: true, label: approve.label, testId: (r) => testId(r, approve.act), reason: 'optional', title: title(true), summary, fields },
    { approve: false, label: 'wallet.review.reject', testId: (r) => testId(r, 'reject'), reason: 'required', title: title(false), summary },
  ];
}

type Filter<S extends string> = { status?: S; keyword?: string };

/** A back-office review queue described as data: the list call, its columns, the filters and the decisions. */
export interface ReviewQueueSpec<R extends ReviewRow, S extends string> {
  title: MessageKey;
  /** test id prefix: `${testId}-table`, `${testId}-search`, `${testId}-status` */
  testId: string;
  searchPlaceholder: MessageKey;
  statuses: readonly S[];
  rowKey: keyof R & string;
  pageSize?: number;
  queryKey: (query: Filter<S> & PageQuery) => QueryKey;
  list: (query: Filter<S> & PageQuery) => Promise<Page<R>>;
  /** signed photo links expire: refetch on a timer */
  refetchInterval?: number;
  staleTime?: number;
  /** what the queries to refresh after a decision start with */
  invalidate: QueryKey;
  /** the row's columns before the status column */
  columns: TableColumnType<R>[];
  /** status column extras between the tag and the reviewer (a payout reference) */
  statusNote?: (row: R) => ReactNode;
  /** the status tag's test id */
  statusTestId: (row: R) => string;
  widths: { status: number; actions: number; scrollX: number };
  /** phone layout: the column keys stacked in the first column */
  stacked: string[];
  decisions: [ReviewDecision<R>, ReviewDecision<R>];
  review: (row: R, approve: boolean, values: ReasonValues) => Promise<unknown>;
}

/** The page of one back-office review queue: search + status filter, the paged table, approve / reject with a reason. */
export function ReviewQueue<R extends ReviewRow, S extends string>({ spec }: { spec: ReviewQueueSpec<R, S> }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const narrow = useNarrow();
  const [status, setStatus] = useState<S | ''>('pending' as S);
  const [keyword, setKeyword] = useState('');
  const [action, setAction] = useState<{ row: R; decision: ReviewDecision<R> } | null>(null);
  const list = usePagedList({
    filter: { ...(status ? { status } : {}), ...(keyword ? { keyword } : {}) } as Filter<S>,
    queryKey: spec.queryKey,
    queryFn: spec.list,
    pageSize: spec.pageSize,
    staleTime: spec.staleTime,
    refetchInterval: spec.refetchInterval,
  });

  const submit = async (v: ReasonValues) => {
    if (!action) return;
    await spec.review(action.row, action.decision.approve, v);
    setAction(null);
    message.success(t('wallet.review.done'), 1.5);
    await qc.invalidateQueries({ queryKey: spec.invalidate });
  };

  const columns: TableColumnType<R>[] = [
    ...spec.columns,
    {
      key: 'status',
      title: t('wallet.status'),
      width: spec.widths.status,
      render: (_, r) => (
        <div className="bh-wallet-cell">
          <StatusTag status={r.status} testId={spec.statusTestId(r)} />
          {spec.statusNote?.(r)}
          {r.reviewer && <Secondary>{t('wallet.review.by', { who: r.reviewer, when: formatDateTime(r.reviewedAt) })}</Secondary>}
          {r.reason && <Secondary>{r.reason}</Secondary>}
        </div>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: spec.widths.actions,
      fixed: 'right',
      render: (_, r) =>
        r.status === 'pending' ? (
          <Space size={0} wrap>
            {spec.decisions.map((d) => (
              <Button
                key={d.label}
                type="link"
                size="small"
                danger={!d.approve}
                onClick={() => setAction({ row: r, decision: d })}
                data-testid={d.testId(r)}
              >
                {t(d.label)}
              </Button>
            ))}
          </Space>
        ) : null,
    },
  ];

  const d = action?.decision;
  return (
    <>
      <Typography.Title level={3}>{t(spec.title)}</Typography.Title>
      <Card>
        <QueueToolbar<S>
          testId={spec.testId}
          placeholder={spec.searchPlaceholder}
          statuses={spec.statuses}
          status={status}
          onStatus={setStatus}
          onSearch={setKeyword}
        />
        <PagedTable<R>
          list={list}
          rowKey={spec.rowKey}
          size="small"
          columns={narrow ? stackColumns(columns, spec.stacked, ['status', 'actions'], [t('wallet.review.item'), t('wallet.status')]) : columns}
          scroll={narrow ? undefined : { x: spec.widths.scrollX }}
          data-testid={`${spec.testId}-table`}
        />
      </Card>
      <ReasonDialog
        open={action !== null}
        title={action && d ? d.title(action.row) : ''}
        summary={action && d?.summary?.(action.row)}
        okText={d?.approve === false ? t('wallet.review.reject') : t('wallet.review.approve')}
        danger={d?.approve === false}
        reason={d?.reason ?? 'optional'}
        reasonLabel={d?.reason === 'required' ? t('wallet.reason') : t('wallet.review.noteOptional')}
        testIds={{ ok: 'review-ok', reason: 'review-reason' }}
        formClassName="bh-gap-top-s"
        onCancel={() => setAction(null)}
        onSubmit={submit}
      >
        {d?.fields}
      </ReasonDialog>
    </>
  );
}
