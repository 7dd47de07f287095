import { useState, type ReactNode } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Page, PageQuery } from '@boothhub/shared';
import { formatDateTime, useI18n, type MessageKey } from '../i18n';
import { usePagedList } from '../lib/usePagedList';
import { useMedia } from '../lib/useMedia';
import { Panel } from './lite/Content';
import type { Column } from './lite/Table';
import { Secondary, StatusTag } from './money';
import { PagedPlainTable } from './PagedPlainTable';
import { QueueToolbar } from './QueueToolbar';
import { ReasonDialog, ReasonTextField, type ReasonValues } from './ReasonDialog';
import { message } from '../lib/notice';

/** What every reviewed row has: a status and, once decided, who decided when and why. */
export interface ReviewRow {
  status: string;
  reviewer?: string | null;
  reviewedAt?: string | null;
  reason?: string | null;
}

/**
 * A text asked for in a decision's dialog before the reason (the payout reference of a paid withdrawal): required, at
 * most `max` characters, handed to `review` trimmed under `name`.
 */
export interface DecisionField {
  name: string;
  label: MessageKey;
  /** a line under the box (what to write) */
  hint?: MessageKey;
  max: number;
  testId: string;
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
  /** a field asked for before the reason */
  field?: DecisionField;
}

/**
 * A queue's two decisions: approve (`approve.label`, "Approve" by default; a reason optional) and reject ("Reject"; a
 * reason required). Their test ids are `testId(row, approve.act)` and `testId(row, 'reject')`, their dialogs' titles
 * `title(approve)`; `summary` shows in both dialogs, `field` in the approval's.
 */
export function reviewDecisions<R>({
  testId,
  approve = { label: 'wallet.review.approve', act: 'approve' },
  title,
  summary,
  field,
}: {
  testId: (row: R, act: string) => string;
  approve?: { label: MessageKey; act: string };
  title: (approve: boolean) => (row: R) => string;
  summary?: (row: R) => ReactNode;
  field?: DecisionField;
}): [ReviewDecision<R>, ReviewDecision<R>] {
  return [
    { approve: true, label: approve.label, testId: (r) => testId(r, approve.act), reason: 'optional', title: title(true), summary, field },
    { approve: false, label: 'wallet.review.reject', testId: (r) => testId(r, 'reject'), reason: 'required', title: title(false), summary },
  ];
}

type Filter<S extends string> = { status?: S; keyword?: string };

/** A column of a queue: a plain table's column (lite/Table) and, on a wide screen, its least width in px. */
export type QueueColumn<R> = Column<R> & { width?: number };

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
  columns: QueueColumn<R>[];
  /** status column extras between the tag and the reviewer (a payout reference) */
  statusNote?: (row: R) => ReactNode;
  /** the status tag's test id */
  statusTestId: (row: R) => string;
  /** the least widths of the status and actions columns; the table scrolls sideways when its columns need more room */
  widths: { status: number; actions: number };
  /** phone layout: the column keys stacked in the first column */
  stacked: string[];
  decisions: [ReviewDecision<R>, ReviewDecision<R>];
  /** more buttons of a row, before its decisions (a withdrawal's payout through Alipay); shown whatever its status */
  rowActions?: (row: R) => ReactNode;
  review: (row: R, approve: boolean, values: ReasonValues) => Promise<unknown>;
}

/** A phone-sized screen (< 576 px, antd's `sm`): the queue shows two columns, the row's cells stacked in them. */
const useNarrow = () => useMedia('(max-width: 575.98px)');

/**
 * The page of one back-office review queue: search + status filter, the paged table, approve / reject with a reason.
 * Plain markup (lite kit); the reason's dialog is the shared `ReasonDialog`.
 */
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

  const open = (row: R, decision: ReviewDecision<R>) => setAction({ row, decision });

  const submit = async (v: ReasonValues) => {
    if (!action) return;
    await spec.review(action.row, action.decision.approve, v);
    setAction(null);
    message.success(t('wallet.review.done'), 1.5);
    await qc.invalidateQueries({ queryKey: spec.invalidate });
  };

  const columns: QueueColumn<R>[] = [
    ...spec.columns,
    {
      key: 'status',
      title: t('wallet.status'),
      width: spec.widths.status,
      render: (r) => (
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
      render: (r) => {
        const more = spec.rowActions?.(r);
        return r.status === 'pending' || more ? (
          <div className="bh-row-actions">
            {more}
            {r.status === 'pending' &&
              spec.decisions.map((d) => (
                <button
                  key={d.label}
                  type="button"
                  className={`bh-btn bh-btn-link bh-btn-small ${d.approve ? 'bh-btn-link-primary' : 'bh-btn-danger'}`}
                  onClick={() => open(r, d)}
                  data-testid={d.testId(r)}
                >
                  {t(d.label)}
                </button>
              ))}
          </div>
        ) : null;
      },
    },
  ];

  const d = action?.decision;
  return (
    <>
      <h1 className="bh-h3 bh-gap-bottom">{t(spec.title)}</h1>
      <Panel>
        <QueueToolbar<S>
          testId={spec.testId}
          placeholder={spec.searchPlaceholder}
          statuses={spec.statuses}
          status={status}
          onStatus={setStatus}
          onSearch={setKeyword}
        />
        <PagedPlainTable<R>
          list={list}
          rowKey={(r) => r[spec.rowKey] as string | number}
          columns={narrow ? stacked(columns, spec.stacked, ['status', 'actions'], [t('wallet.review.item'), t('wallet.status')]) : widened(columns)}
          caption={t(spec.title)}
          testId={`${spec.testId}-table`}
        />
      </Panel>
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
        {d?.field && (
          <ReasonTextField
            name={d.field.name}
            label={t(d.field.label)}
            hint={d.field.hint && t(d.field.hint)}
            max={d.field.max}
            testId={d.field.testId}
          />
        )}
      </ReasonDialog>
    </>
  );
}

/** Each column's head keeps its least width on a wide screen, so a table wider than its box scrolls sideways. */
function widened<R>(columns: QueueColumn<R>[]): Column<R>[] {
  return columns.map(({ width, ...c }) => (width ? { ...c, title: <div style={{ minWidth: width - 16 }}>{c.title}</div> } : c));
}

/**
 * A table's columns for a phone: the cells of `main` stacked in one column and those of `side` (state, actions) in a
 * second, so nothing needs sideways scrolling.
 */
function stacked<R>(columns: QueueColumn<R>[], main: string[], side: string[], titles: [string, string]): Column<R>[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const cell = (keys: string[]) => (row: R) => (
    <div className="bh-wallet-cell">
      {keys.map((k) => {
        const c = byKey.get(k);
        return c ? <div key={k}>{c.render(row)}</div> : null;
      })}
    </div>
  );
  return [
    { key: 'main', title: titles[0], render: cell(main) },
    { key: 'side', title: <div style={{ minWidth: 112 }}>{titles[1]}</div>, render: cell(side) },
  ];
}
