import '../factories.css';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { addMonths, shanghaiDay, weekday } from '@boothhub/shared';
import { useI18n } from '../../../i18n';
import { useNotice } from '../../../lib/notice';
import { Panel, Skeleton } from '../../../components/lite/Content';
import { calendarApi, calendarKeys } from './api';

/** Add a crew (name, size), rename one, retire one. */
function Crews() {
  const { t } = useI18n();
  const notice = useNotice();
  const qc = useQueryClient();
  const crews = useQuery({ queryKey: calendarKeys.crews, queryFn: calendarApi.crews });
  const [name, setName] = useState('');
  const [size, setSize] = useState('6');
  const refresh = () => qc.invalidateQueries({ queryKey: calendarKeys.all });
  const add = useMutation({
    mutationFn: () => calendarApi.add({ name: name.trim(), size: Number(size) }),
    onSuccess: async () => {
      setName('');
      await refresh();
      notice.success(t('factories.crew.added'));
    },
  });
  const retire = useMutation({ mutationFn: calendarApi.retire, onSuccess: refresh });
  return (
    <Panel title={t('factories.crew.title')} testId="crews">
      <form
        className="bh-row-wrap bh-gap-bottom"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim() && !add.isPending) add.mutate();
        }}
      >
        <input
          className="bh-input"
          aria-label={t('factories.crew.name')}
          placeholder={t('factories.crew.name')}
          value={name}
          maxLength={40}
          onChange={(e) => setName(e.target.value)}
          data-testid="crew-name"
        />
        <input
          className="bh-input"
          aria-label={t('factories.crew.size')}
          inputMode="numeric"
          value={size}
          size={4}
          onChange={(e) => setSize(e.target.value)}
          data-testid="crew-size"
        />
        <button type="submit" className="bh-btn bh-btn-primary" data-testid="crew-add">
          {t('factories.crew.add')}
        </button>
      </form>
      {crews.isPending ? (
        <Skeleton />
      ) : (
        <ul className="bh-plain-list">
          {(crews.data?.listItem ?? []).map((c) => (
            <li key={c.id} className="bh-row-wrap" data-testid={`crew-${c.id}`}>
              <span>{t('factories.crew.line', { name: c.name, size: c.size })}</span>
              {c.retired ? (
                <span className="bh-secondary">{t('factories.crew.retired')}</span>
              ) : (
                <button type="button" className="bh-btn bh-btn-small" onClick={() => retire.mutate(c.id)}>
                  {t('factories.crew.retire')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** /personalCenter/crewCalendar?month=YYYY-MM: a factory's crews and its month across shows (crews as rows). */
export default function CrewCalendar() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : shanghaiDay(new Date()).slice(0, 7);
  const q = useQuery({ queryKey: calendarKeys.month(month), queryFn: () => calendarApi.month(month) });
  const go = (n: number) => setParams({ month: addMonths(month, n) });
  return (
    <div className="bh-stack" data-testid="crew-calendar-page">
      <Crews />
      <Panel
        title={t('factories.calendar.title', { month })}
        extra={
          <span className="bh-row-wrap">
            <button type="button" className="bh-btn bh-btn-small" onClick={() => go(-1)} data-testid="calendar-prev">
              {t('factories.calendar.prev')}
            </button>
            <button type="button" className="bh-btn bh-btn-small" onClick={() => go(1)} data-testid="calendar-next">
              {t('factories.calendar.next')}
            </button>
          </span>
        }
        testId="crew-calendar"
      >
        {!q.data ? (
          <Skeleton />
        ) : q.data.crews.length === 0 ? (
          <p className="bh-empty">{t('factories.calendar.noCrews')}</p>
        ) : (
          <div className="bh-fa-calendar-scroll">
            <table className="bh-fa-calendar">
              <thead>
                <tr>
                  <th scope="col">{t('factories.crew.name')}</th>
                  {q.data.days.map((d) => (
                    <th key={d} scope="col" className={weekday(d) % 6 === 0 ? 'bh-fa-weekend' : undefined}>
                      {Number(d.slice(8))}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {q.data.crews.map((c) => (
                  <tr key={c.id}>
                    <th scope="row">{c.name}</th>
                    {q.data.days.map((d) => {
                      const cell = q.data.bookings.filter((b) => b.crewId === c.id && b.day === d);
                      return (
                        <td key={d} data-testid={cell.length ? `calendar-cell-${c.id}-${d}` : undefined}>
                          {cell.map((b) => (
                            <div key={b.id} className={`bh-fa-booking bh-fa-booking-${b.state}`} title={`${b.exhibitionTitle} · ${b.taskTitle}`}>
                              <span>{b.exhibitionTitle}</span>
                              <span>
                                {b.starts}–{b.ends} · {t(`factories.booking.${b.state}`)}
                              </span>
                            </div>
                          ))}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
    </div>
  );
}
