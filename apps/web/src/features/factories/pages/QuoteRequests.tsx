import '../factories.css';
import { cityIn } from '@boothhub/shared/cities';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CrewDayInput } from '@boothhub/shared/contracts/crews';
import { formatCents, parseCents } from '@boothhub/shared';
import { quoteLimits } from '@boothhub/shared/contracts/factoryOptions';
import { useSearchParams } from 'react-router';
import { formatDueDate, useI18n } from '../../../i18n';
import { useNotice } from '../../../lib/notice';
import { Facts, Note, Panel, Person, Skeleton } from '../../../components/lite/Content';
import { BusyMark, TextAreaField, TextField, WholeField, useLiteForm } from '../../../components/lite/Form';
import { PrimarySubmit } from '../../../components/lite/BusyMark';
import { PagedPagination } from '../../../components/PagedPagination';
import { usePagedList } from '../../../lib/usePagedList';
import { useIdParam } from '../../../lib/useRecord';
import { factoriesApi, factoryKeys, type QuoteRequest } from '../api';
import { ModelViewButton } from '../../models';
import { CapabilityTags, InviteStatus, RequestStatus } from '../components/bits';
import { quoteChecks } from '../quoteChecks';
import { BuildSlot } from '../calendar/BuildSlot';
import { CrewDaysField } from '../calendar/CrewDaysField';

interface QuoteBody {
  /** cents, read from the typed coins with parseCents, never as a float */
  price: number;
  buildDays: number;
  schedule: string;
  notes: string;
  /** crew days booked with the quote (decision 079), when the show has a move-in window */
  crewDays?: CrewDayInput[];
}

/** One request as the invited factory sees it: accept to quote (then the design files), decline, quote and revise. */
function RequestPanel({ id }: { id: number }) {
  const { t, lang } = useI18n();
  const notice = useNotice();
  const qc = useQueryClient();
  const req = useQuery({ queryKey: factoryKeys.request(id), queryFn: () => factoriesApi.request(id) });
  // said at once: the list of requests is refreshed behind it (waiting for it held the message ~10 s on a loaded machine)
  const done = (text: string) => (data: QuoteRequest) => {
    qc.setQueryData(factoryKeys.request(id), data);
    notice.success(text);
    void qc.invalidateQueries({ queryKey: factoryKeys.quotes });
  };
  const accept = useMutation({ mutationFn: () => factoriesApi.accept(id), onSuccess: done(t('factories.answer.accepted')) });
  const decline = useMutation({ mutationFn: () => factoriesApi.decline(id), onSuccess: done(t('factories.answer.declined')) });
  const submit = useMutation({ mutationFn: (v: QuoteBody) => factoriesApi.submit({ id, ...v }), onSuccess: done(t('factories.answer.sent')) });
  // a request this factory was not invited to, or one that failed to load, must not spin for ever
  if (req.isError)
    return (
      <p className="bh-empty" data-testid="fa-request-missing">
        {t('factories.requestMissing')}
      </p>
    );
  if (!req.data)
    return (
      <Panel>
        <Skeleton />
      </Panel>
    );
  const r = req.data;
  const mine = r.quotes[0];
  return (
    <Panel
      title={
        <span className="bh-row-wrap">
          {r.taskTitle}
          <RequestStatus status={r.status} />
          {mine && <InviteStatus status={mine.status} result={mine.result} />}
        </span>
      }
      testId="quote-panel"
    >
      <Facts
        columns={2}
        items={[
          {
            key: 'biz',
            label: t('factories.answer.business'),
            children: <Person name={r.business.nickname} src={r.business.userlogo} id={r.business.cardno} testId="quote-business" />,
          },
          { key: 'city', label: t('factories.field.city'), children: cityIn(r.city, lang) },
          { key: 'dates', label: t('factories.answer.showDays'), children: `${r.sdate} ~ ${r.edate}` },
          { key: 'size', label: t('factories.answer.booth'), children: `${r.sizes} · ${t('factories.sqm', { n: r.plaza })}` },
          { key: 'caps', label: t('factories.quote.needs'), children: <CapabilityTags value={r.capabilities} /> },
          { key: 'deadline', label: t('factories.quote.deadline'), children: formatDueDate(r.deadline) },
        ]}
      />
      {r.notes && <p className="bh-pre">{r.notes}</p>}
      <h3 className="bh-h5">{t('factories.answer.design')}</h3>
      {r.files ? (
        <ul data-testid="quote-files">
          {r.files.map((f) => (
            <li key={f.fileId} className="bh-break">
              <a href={f.url} target="_blank" rel="noreferrer">
                {f.name}
              </a>
              {f.model && (
                <>
                  {' '}
                  <ModelViewButton name={f.name} preview={f.model.preview} bbox={f.model.bbox} testId={`quote-file-view3d-${f.fileId}`} />
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <Note testId="quote-files-hidden">{t('factories.answer.filesAfterAccept', { count: r.fileCount })}</Note>
      )}
      {(r.can.accept || r.can.decline) && (
        <div className="bh-row-actions bh-gap-top bh-gap-bottom">
          {r.can.accept && (
            <button
              type="button"
              className="bh-btn bh-btn-primary"
              aria-busy={accept.isPending || undefined}
              onClick={() => !accept.isPending && accept.mutate()}
              data-testid="quote-accept"
            >
              {accept.isPending && <BusyMark />}
              {t('factories.answer.accept')}
            </button>
          )}
          {r.can.decline && (
            <button
              type="button"
              className="bh-btn"
              aria-busy={decline.isPending || undefined}
              onClick={() => !decline.isPending && decline.mutate()}
              data-testid="quote-decline"
            >
              {decline.isPending && <BusyMark />}
              {t('factories.answer.decline')}
            </button>
          )}
        </div>
      )}
      {r.can.quote && (
        <QuoteForm
          key={mine?.quotedAt ?? 'new'}
          mine={mine}
          request={r}
          busy={submit.isPending}
          onSend={(v) => !submit.isPending && submit.mutate(v)}
        />
      )}
      {mine?.price != null && !r.can.quote && (
        <p className="bh-gap-top" data-testid="quote-mine">
          {t('factories.answer.yourQuote', { price: formatCents(mine.price), days: mine.buildDays ?? 0 })}
        </p>
      )}
      <BuildSlot slot={r.buildSlot} />
    </Panel>
  );
}

/** The factory's quote: price in coins (two decimals at most), build days, schedule and notes; filled when revising. */
function QuoteForm({
  mine,
  request,
  busy,
  onSend,
}: {
  mine?: QuoteRequest['quotes'][number];
  request: QuoteRequest;
  busy: boolean;
  onSend: (v: QuoteBody) => void;
}) {
  const { t } = useI18n();
  const [crewDays, setCrewDays] = useState<CrewDayInput[]>(() =>
    (request.bookings ?? []).map((b) => ({ crewId: b.crewId, day: b.day, starts: b.starts, ends: b.ends })),
  );
  const scheduleLabel = t('factories.quote.schedule');
  const form = useLiteForm(
    quoteChecks(t, {
      price: t('factories.quote.price'),
      buildDays: t('factories.quote.buildDays'),
      schedule: scheduleLabel,
      notes: t('factories.quote.notes'),
    }),
    {
      price: mine?.price ? formatCents(mine.price) : '',
      buildDays: String(mine?.buildDays ?? 3),
      schedule: mine?.schedule ?? '',
      notes: mine?.notes ?? '',
    },
  );
  return (
    <form
      className="bh-form bh-gap-top"
      noValidate
      onSubmit={form.onSubmit((v) => {
        const price = parseCents(v.price);
        if (price !== null)
          onSend({
            price,
            buildDays: Number(v.buildDays.trim()),
            schedule: v.schedule,
            notes: v.notes,
            ...(request.buildWindow ? { crewDays } : {}),
          });
      })}
      data-testid="quote-form"
    >
      <TextField
        {...form.field('price')}
        label={t('factories.quote.price')}
        inputMode="decimal"
        placeholder="0.00"
        maxLength={14}
        autoComplete="off"
        testId="quote-price"
      />
      <WholeField
        {...form.field('buildDays')}
        label={t('factories.quote.buildDays')}
        max={quoteLimits.buildDays.max}
        autoComplete="off"
        testId="quote-days"
      />
      <TextAreaField {...form.field('schedule')} label={scheduleLabel} rows={2} maxLength={quoteLimits.schedule.max} testId="quote-schedule" />
      <TextAreaField
        {...form.field('notes')}
        label={t('factories.quote.notes')}
        rows={2}
        maxLength={quoteLimits.notes.max}
        testId="quote-answer-notes"
      />
      {request.buildWindow && <CrewDaysField window={request.buildWindow} value={crewDays} onChange={setCrewDays} />}
      <PrimarySubmit busy={busy} testId="quote-submit">
        {mine?.status === 'quoted' ? t('factories.answer.revise') : t('factories.answer.send')}
      </PrimarySubmit>
    </form>
  );
}

/** /personalCenter/quoteRequests: a factory's requests for build quotes; `?id=` opens one. Plain markup. */
export default function QuoteRequests() {
  const { t, lang } = useI18n();
  const [, setParams] = useSearchParams();
  const openId = useIdParam();
  const list = usePagedList({ filter: {}, queryKey: factoryKeys.inbox, queryFn: factoriesApi.inbox, pageSize: 10 });
  return (
    <div className="bh-stack" data-testid="quote-requests-page">
      <Panel title={t('factories.title.requests')} level={1} large>
        {list.query.isPending ? (
          <Skeleton />
        ) : list.query.isSuccess && list.rows.length === 0 ? (
          <p className="bh-empty">{t('factories.answer.none')}</p>
        ) : (
          <div className={list.query.isFetching ? 'bh-busy' : undefined} aria-busy={list.query.isFetching}>
            <ul className="bh-plain-list">
              {list.rows.map((r) => (
                <li key={r.id} className="bh-fa-request" data-testid={`quote-item-${r.id}`}>
                  <div className="bh-fa-request-main">
                    <h2 className="bh-fa-request-title">{r.taskTitle}</h2>
                    <div className="bh-row-wrap bh-secondary">
                      <RequestStatus status={r.requestStatus} />
                      <InviteStatus status={r.status} result={r.result} />
                      {r.business && (
                        <Person name={r.business.nickname} src={r.business.userlogo} id={r.business.cardno} testId={`quote-item-business-${r.id}`} />
                      )}
                      <span>
                        {cityIn(r.city, lang)} · {r.sdate} ~ {r.edate} · {r.sizes}
                      </span>
                      <span>{t('factories.quote.deadlineAt', { at: formatDueDate(r.deadline) })}</span>
                    </div>
                  </div>
                  <button
                    type="button"
                    className={`bh-btn bh-btn-small${r.id === openId ? ' bh-btn-primary' : ''}`}
                    aria-current={r.id === openId || undefined}
                    onClick={() => setParams({ id: String(r.id) })}
                    data-testid={`quote-open-${r.id}`}
                  >
                    {t('factories.answer.open')}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <PagedPagination list={list} sizeChanger={false} />
      </Panel>
      {openId && <RequestPanel key={openId} id={openId} />}
    </div>
  );
}
