import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { Link } from 'react-router';
import type { Page, PageQuery } from '@boothhub/shared';
import { formatDateTime, useI18n, type MessageKey } from '../i18n';
import { usePagedList, type PagedList } from '../lib/usePagedList';
import { Panel } from './lite/Content';
import { Icon } from './lite/Icon';
import type { Column } from './lite/Table';
import { PagedPlainTable } from './PagedPlainTable';

export { EntryEditLink } from './EntryEditLink';

type ButtonLinkProps = { to: string; testId?: string; children: ReactNode };

/**
 * The "new" button of a member's own list (my exhibitions, models, services): a link drawn as the primary button.
 */
export function NewLink({ to, testId, children }: ButtonLinkProps) {
  return (
    <Link to={to} data-testid={testId} className="bh-btn bh-btn-primary">
      <Icon icon={PlusOutlined} />
      <span>{children}</span>
    </Link>
  );
}

/** The state of a member's own entry, with the reviewer's reason under it when the entry was rejected. */
function StatusWithReason({ tag, status, reason, testId }: { tag: ReactNode; status: string; reason: string | null | undefined; testId?: string }) {
  return (
    <div>
      {tag}
      {status === 'rejected' && reason && (
        <div className="bh-error-text" data-testid={testId}>
          {reason}
        </div>
      )}
    </div>
  );
}

/** The state column of a member's own list: the state's tag and, when the entry was rejected, the reviewer's reason. */
export function statusColumn<R extends { status: string; rejectReason?: string | null }>(
  title: string,
  tag: (row: R) => ReactNode,
  reasonTestId?: (row: R) => string,
): Column<R> {
  return {
    key: 'status',
    title,
    render: (r) => <StatusWithReason tag={tag(r)} status={r.status} reason={r.rejectReason} testId={reasonTestId?.(r)} />,
  };
}

/**
 * The first column of a member's own list: the entry's name and a grey line under it (the city and dates, the format
 * and price), with `image` a thumbnail before both.
 */
export function entryColumn<R>(title: string, name: (row: R) => ReactNode, detail: (row: R) => ReactNode, image?: (row: R) => ReactNode): Column<R> {
  const entry = (r: R) => (
    <div>
      {name(r)}
      <div className="bh-secondary">{detail(r)}</div>
    </div>
  );
  return {
    key: 'title',
    title,
    render: (r) =>
      image ? (
        <div className="bh-row-wrap">
          {image(r)}
          {entry(r)}
        </div>
      ) : (
        entry(r)
      ),
  };
}

/** The "updated" column of a member's own list (the one `MineTable` leaves out on phones). */
export function updatedColumn<R>(title: string, at: (row: R) => string): Column<R> {
  return { key: 'updated', title, render: (r) => formatDateTime(at(r)) };
}

interface RowLink<R> {
  to: (row: R) => string;
  label: ReactNode;
  testId?: (row: R) => string;
}

/**
 * The actions column of a member's publications (conventions, exhibitions): edit and view, in every state (an entry
 * under review too: its page shows it with its state, an edit replaces the submission, decision 080); each a link
 * drawn as a small link button.
 */
export function publicationActions<R extends { id: number }>(title: string, edit: RowLink<R>, view: RowLink<R>): Column<R> {
  return {
    key: 'actions',
    title,
    render: (r) => (
      <div className="bh-row-wrap bh-row-wrap-s">
        <RowLinkButton to={edit.to(r)} testId={edit.testId?.(r)} label={edit.label} />
        <RowLinkButton to={view.to(r)} testId={view.testId?.(r)} label={view.label} />
      </div>
    ),
  };
}

function RowLinkButton({ to, testId, label }: { to: string; testId?: string; label: ReactNode }) {
  return (
    <Link to={to} data-testid={testId} className="bh-btn bh-btn-link bh-btn-link-primary bh-btn-small">
      {label}
    </Link>
  );
}

/**
 * A member's own list (conventions, exhibitions, models) in a box: the title, the "new" link, and the paged plain
 * table of the entries with `empty` when there are none yet; on phones the `updated` column and the figures
 * (`downloads`, `earnings`) are left out.
 */
export function MineTable<R extends { id: number }>({
  title,
  extra,
  testId,
  tableTestId,
  empty,
  list,
  columns,
}: {
  title: string;
  extra: ReactNode;
  testId?: string;
  tableTestId?: string;
  empty: ReactNode;
  list: PagedList<R, any>;
  columns: Column<R>[];
}) {
  return (
    <Panel title={title} extra={extra} testId={testId} large>
      <PagedPlainTable<R>
        list={list}
        caption={title}
        empty={empty}
        testId={tableTestId}
        narrowHide={['updated', 'downloads', 'earnings']}
        columns={columns}
      />
    </Panel>
  );
}

type Translate = ReturnType<typeof useI18n>['t'];

/** What a member's page of their own publications (conventions, exhibitions) says of itself; see `mineTablePage`. */
export interface MineTablePageSpec<R extends { id: number }> {
  /** the box's title and what the table says while there are none */
  texts: { title: MessageKey; empty: MessageKey };
  /** the "new" link at the box's top */
  newLink: { to: string; testId: string; label: MessageKey };
  testId?: string;
  tableTestId?: string;
  /** the member's entries, ten a page */
  mine: { queryKey: (query: PageQuery) => QueryKey; queryFn: (query: PageQuery) => Promise<Page<R>> };
  /** the columns, in the page's language (`lang` for a name kept in both, decision 087) */
  columns: (t: Translate, lang: string) => Column<R>[];
}

/** A page that is only a member's own list in a `MineTable`: the page's component from its spec. */
export function mineTablePage<R extends { id: number }>(spec: MineTablePageSpec<R>) {
  return function MineTablePage() {
    const { t, lang } = useI18n();
    const list = usePagedList({ filter: {}, ...spec.mine, pageSize: 10 });
    return (
      <MineTable<R>
        title={t(spec.texts.title)}
        extra={
          <NewLink to={spec.newLink.to} testId={spec.newLink.testId}>
            {t(spec.newLink.label)}
          </NewLink>
        }
        testId={spec.testId}
        tableTestId={spec.tableTestId}
        empty={t(spec.texts.empty)}
        list={list}
        columns={spec.columns(t, lang)}
      />
    );
  };
}
