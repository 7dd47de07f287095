import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { Button, Card, Space, Typography, type TableColumnType, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { Page, PageQuery } from '@boothhub/shared';
import { formatDateTime, useI18n, type MessageKey } from '../i18n';
import { usePagedList, type PagedList } from '../lib/usePagedList';
import { PagedTable } from './PagedTable';

type ButtonLinkProps = { to: string; testId?: string; children: ReactNode };

/** The "new" button of a member's own list (my exhibitions, models, services): a link styled as the primary button. */
export function NewLink({ to, testId, children }: ButtonLinkProps) {
  return (
    <Link to={to} data-testid={testId}>
      <Button type="primary" icon={<PlusOutlined />} tabIndex={-1}>
        {children}
      </Button>
    </Link>
  );
}

/** The "edit" button of an entry's page, in plain markup (its own file: public pages show it). */
export { EntryEditLink } from './EntryEditLink';

/** The state of a member's own entry, with the reviewer's reason under it when the entry was rejected. */
function StatusWithReason({ tag, status, reason, testId }: { tag: ReactNode; status: string; reason: string | null | undefined; testId?: string }) {
  return (
    <div>
      {tag}
      {status === 'rejected' && reason && (
        <div>
          <Typography.Text type="danger" data-testid={testId}>
            {reason}
          </Typography.Text>
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
): TableColumnType<R> {
  return {
    key: 'status',
    title,
    render: (_, r) => <StatusWithReason tag={tag(r)} status={r.status} reason={r.rejectReason} testId={reasonTestId?.(r)} />,
  };
}

/**
 * The first column of a member's own list: the entry's name and a grey line under it (the city and dates, the format
 * and price), with `image` a thumbnail before both.
 */
export function entryColumn<R>(
  title: string,
  name: (row: R) => ReactNode,
  detail: (row: R) => ReactNode,
  image?: (row: R) => ReactNode,
): TableColumnType<R> {
  const entry = (r: R) => (
    <div>
      {name(r)}
      <div>
        <Typography.Text type="secondary">{detail(r)}</Typography.Text>
      </div>
    </div>
  );
  return {
    key: 'title',
    title,
    render: (_, r) =>
      image ? (
        <Space>
          {image(r)}
          {entry(r)}
        </Space>
      ) : (
        entry(r)
      ),
  };
}

/** The "updated" column of a member's own list (the one `MineTable` leaves out on phones). */
export function updatedColumn<R>(title: string, at: (row: R) => string): TableColumnType<R> {
  return { key: 'updated', title, render: (_, r) => formatDateTime(at(r)) };
}

interface RowLink<R> {
  to: (row: R) => string;
  label: ReactNode;
  testId?: (row: R) => string;
}

/**
 * The actions column of a member's publications (conventions, exhibitions): edit, except while the review is pending,
 * and view, when `view.shown` allows it (always by default).
 */
export function publicationActions<R extends { id: number; status: string }>(
  title: string,
  edit: RowLink<R>,
  view: RowLink<R> & { shown?: (row: R) => boolean },
  focusable = true,
): TableColumnType<R> {
  return {
    key: 'actions',
    title,
    render: (_, r) => (
      <Space size={0} wrap>
        {r.status !== 'pending' && (
          <LinkButton to={edit.to(r)} testId={edit.testId?.(r)} focusable={focusable}>
            {edit.label}
          </LinkButton>
        )}
        {(view.shown?.(r) ?? true) && (
          <LinkButton to={view.to(r)} testId={view.testId?.(r)} focusable={focusable}>
            {view.label}
          </LinkButton>
        )}
      </Space>
    ),
  };
}

/** A row's link styled as a small link button (edit, view); `focusable={false}` leaves the button out of the tab order (the link has it). */
function LinkButton({ to, testId, focusable = true, children }: { to: string; testId?: string; focusable?: boolean; children: ReactNode }) {
  return (
    <Link to={to} data-testid={testId}>
      <Button type="link" size="small" tabIndex={focusable ? undefined : -1}>
        {children}
      </Button>
    </Link>
  );
}

/**
 * A member's own list (conventions, exhibitions, models) in a card: the title, the "new" link, and the paged table of
 * the entries with `empty` when there are none yet; the `updated` column is left out on phones.
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
  title: ReactNode;
  extra: ReactNode;
  testId?: string;
  tableTestId?: string;
  empty: ReactNode;
  list: PagedList<R, any>;
  columns: TableColumnsType<R>;
}) {
  return (
    <Card title={title} extra={extra} data-testid={testId}>
      <PagedTable<R> list={list} size="small" locale={{ emptyText: empty }} data-testid={tableTestId} narrowHide={['updated']} columns={columns} />
    </Card>
  );
}

type Translate = ReturnType<typeof useI18n>['t'];

/** What a member's page of their own publications (conventions, exhibitions) says of itself; see `mineTablePage`. */
export interface MineTablePageSpec<R extends { id: number }> {
  /** the card's title and what the table says while there are none */
  texts: { title: MessageKey; empty: MessageKey };
  /** the "new" link at the card's top */
  newLink: { to: string; testId: string; label: MessageKey };
  testId?: string;
  tableTestId?: string;
  /** the member's entries, ten a page */
  mine: { queryKey: (query: PageQuery) => QueryKey; queryFn: (query: PageQuery) => Promise<Page<R>> };
  columns: (t: Translate) => TableColumnsType<R>;
}

/** A page that is only a member's own list in a `MineTable`: the page's component from its spec. */
export function mineTablePage<R extends { id: number }>(spec: MineTablePageSpec<R>) {
  return function MineTablePage() {
    const { t } = useI18n();
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
        columns={spec.columns(t)}
      />
    );
  };
}
