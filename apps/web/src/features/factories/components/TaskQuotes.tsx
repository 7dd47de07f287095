import { cityIn } from '@boothhub/shared/cities';
import { inLang } from '@boothhub/shared/lang';
import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatCents } from '@boothhub/shared';
import { Link } from 'react-router';
import { formatDate, formatDueDate, useI18n } from '../../../i18n';
import { useNotice } from '../../../lib/notice';
import { Note, Panel, Person } from '../../../components/lite/Content';
import { ConfirmButton } from '../../../components/lite/Confirm';
import { Table, type Column } from '../../../components/lite/Table';
import { factoriesApi, factoryKeys, type QuoteRequest } from '../api';
import { CapabilityTags, InviteStatus, RequestStatus } from './bits';
import { RateBuild } from './RateBuild';
import { BuildSlot } from '../calendar/BuildSlot';

/**
 * The request form loads when it is first opened: most visits only compare the quotes. It is plain markup, loaded with
 * React's `lazy`, not `lazyPlain`: the budget counts it as loaded on demand, after what the page shows.
 */
const QuoteRequestDialog = lazy(() => import('./QuoteRequestDialog').then((m) => ({ default: m.QuoteRequestDialog })));

type Quote = QuoteRequest['quotes'][number];

/** The quotes of one request side by side, with "choose" (asked again first) while nothing is picked. */
function Comparison({ request }: { request: QuoteRequest }) {
  const { t, lang } = useI18n();
  const notice = useNotice();
  const qc = useQueryClient();
  const pick = useMutation({
    mutationFn: (cardno: string) => factoriesApi.pick(request.id, cardno),
    onSuccess: async () => {
      notice.success(t('factories.quote.picked'));
      await qc.invalidateQueries({ queryKey: factoryKeys.task(request.taskId) });
    },
  });
  // a factory by the name of the page's language (decision 087)
  const nameOf = (q: Quote) => inLang(lang, q.companyName, q.companyNameEn);
  const chosenRow = request.quotes.find((q) => q.cardno === request.chosen);
  const quoted = request.quotes.filter((q) => q.price !== null);
  const lowest = quoted.length ? Math.min(...quoted.map((q) => q.price!)) : null;
  const title = t('factories.quote.requestOf', { date: formatDate(request.createdAt) });
  const columns: Column<Quote>[] = [
    {
      key: 'factory',
      title: t('factories.quote.factory'),
      render: (q) => (
        <Link to={`/factoryInfo?cardno=${q.cardno}`} data-testid={`quote-row-${q.cardno}`}>
          <Person name={nameOf(q)} src={q.userlogo} id={q.cardno} />
        </Link>
      ),
    },
    {
      key: 'price',
      title: t('factories.quote.price'),
      align: 'right',
      render: (q) => {
        if (q.price === null) return '—';
        const price = `¥${formatCents(q.price)}`;
        const testId = `quote-price-${q.cardno}`;
        return q.price === lowest ? <strong data-testid={testId}>{price}</strong> : <span data-testid={testId}>{price}</span>;
      },
    },
    {
      key: 'days',
      title: t('factories.quote.buildDays'),
      render: (q) => (q.buildDays === null ? '—' : t('factories.quote.days', { days: q.buildDays })),
    },
    { key: 'schedule', title: t('factories.quote.schedule'), render: (q) => <span className="bh-pre">{q.schedule ?? '—'}</span> },
    { key: 'notes', title: t('factories.quote.notes'), render: (q) => <span className="bh-pre">{q.notes || '—'}</span> },
    { key: 'status', title: t('factories.quote.status'), render: (q) => <InviteStatus status={q.status} result={q.result} /> },
    {
      key: 'act',
      title: <span className="bh-sr-only">{t('factories.quote.choose')}</span>,
      render: (q) =>
        request.can.pick && q.status === 'quoted' ? (
          <ConfirmButton
            question={t('factories.quote.confirmPick', { name: nameOf(q) })}
            description={t('factories.quote.confirmPickHint')}
            onConfirm={() => {
              return pick.mutateAsync(q.cardno).catch(() => undefined);
            }}
            className="bh-btn bh-btn-primary bh-btn-small"
            testId={`quote-pick-${q.cardno}`}
            okTestId="quote-pick-ok"
          >
            {t('factories.quote.choose')}
          </ConfirmButton>
        ) : null,
    },
  ];
  return (
    <Panel
      level={3}
      title={
        <span className="bh-row-wrap">
          {title}
          <RequestStatus status={request.status} />
        </span>
      }
      extra={<span className="bh-secondary">{t('factories.quote.deadlineAt', { at: formatDueDate(request.deadline) })}</span>}
      testId={`quote-request-${request.id}`}
    >
      <p className="bh-secondary">
        {t('factories.quote.summary', { sdate: request.sdate, edate: request.edate, sizes: request.sizes, city: cityIn(request.city, lang) })}{' '}
        <CapabilityTags value={request.capabilities} />
      </p>
      <Table columns={columns} rows={request.quotes} rowKey={(q) => q.cardno} caption={title} testId="quote-table" />
      {request.chosenContact && (
        <Note testId="quote-chosen-contact">
          {t('factories.quote.chosenContact', {
            company: chosenRow ? nameOf(chosenRow) : request.chosenContact.companyName,
            phone: request.chosenContact.phone,
          })}
        </Note>
      )}
      <BuildSlot slot={request.buildSlot} />
      <RateBuild request={request} />
    </Panel>
  );
}

/**
 * Build quotes on a task's page (the task's business, once the task is completed): "request build quotes" and each
 * request's quotes side by side with "choose". Plain markup (components/lite), loaded with the page's other parts.
 */
export function TaskQuotes({ taskId }: { taskId: number }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const list = useQuery({ queryKey: factoryKeys.task(taskId), queryFn: () => factoriesApi.taskRequests(taskId) });
  const requests = list.data?.listItem ?? [];
  const mayRequest = list.isSuccess && !requests.some((r) => r.status !== 'closed');
  return (
    <Panel
      title={t('factories.quote.title')}
      extra={
        mayRequest && (
          <button
            type="button"
            className="bh-btn bh-btn-primary"
            onClick={() => {
              setOpen(true);
              setOpened(true);
            }}
            data-testid="quote-request-open"
          >
            {t('factories.quote.request')}
          </button>
        )
      }
      testId="task-quotes"
    >
      <div className="bh-stack">
        <Note>{t('factories.quote.outside')}</Note>
        {list.isSuccess && requests.length === 0 && <p className="bh-empty">{t('factories.quote.none')}</p>}
        {requests.map((r) => (
          <Comparison key={r.id} request={r} />
        ))}
      </div>
      {opened && (
        <Suspense fallback={null}>
          <QuoteRequestDialog taskId={taskId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Panel>
  );
}
