import { useQuery } from '@tanstack/react-query';
import type { CrewDayInput } from '@boothhub/shared/contracts/crews';
import type { QuoteRequest } from '../api';
import { useI18n } from '../../../i18n';
import { Note } from '../../../components/lite/Content';
import { calendarApi, calendarKeys } from './api';

/**
 * The crew days a quote books (decision 079): rows of crew, move-in day and hours, inside the show's move-in window
 * (`buildWindow`); the server refuses a crew in two places at once or outside the hall's hours.
 */
export function CrewDaysField({
  window: w,
  value,
  onChange,
}: {
  window: NonNullable<QuoteRequest['buildWindow']>;
  value: CrewDayInput[];
  onChange: (v: CrewDayInput[]) => void;
}) {
  const { t } = useI18n();
  const crews = useQuery({ queryKey: calendarKeys.crews, queryFn: calendarApi.crews });
  const active = (crews.data?.listItem ?? []).filter((c) => !c.retired);
  const first = w.days[0]!;
  const set = (i: number, patch: Partial<CrewDayInput>) => onChange(value.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="bh-fa-crewdays" data-testid="quote-crew-days">
      <legend>{t('factories.crewDays.title', { show: w.exhibitionTitle, hall: w.hallName ?? t('factories.crewDays.anyHall') })}</legend>
      <p className="bh-secondary">{w.days.map((d) => t('factories.crewDays.open', { day: d.day, opens: d.opens, closes: d.closes })).join(' · ')}</p>
      {crews.isSuccess && active.length === 0 && <Note>{t('factories.crewDays.noCrews')}</Note>}
      {value.map((r, i) => (
        <div key={i} className="bh-row-wrap" data-testid={`quote-crew-day-${i}`}>
          <select
            aria-label={t('factories.crew.name')}
            value={r.crewId}
            onChange={(e) => set(i, { crewId: Number(e.target.value) })}
            data-testid={`quote-crew-${i}`}
          >
            {active.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <select
            aria-label={t('factories.crewDays.day')}
            value={r.day}
            onChange={(e) => set(i, { day: e.target.value })}
            data-testid={`quote-crew-date-${i}`}
          >
            {w.days.map((d) => (
              <option key={d.day} value={d.day}>
                {d.day}
              </option>
            ))}
          </select>
          <HourBox
            label={t('factories.crewDays.starts')}
            value={r.starts}
            onChange={(starts) => set(i, { starts })}
            testId={`quote-crew-starts-${i}`}
          />
          <HourBox label={t('factories.crewDays.ends')} value={r.ends} onChange={(ends) => set(i, { ends })} testId={`quote-crew-ends-${i}`} />
          <button type="button" className="bh-btn bh-btn-small" onClick={() => onChange(value.filter((_, k) => k !== i))}>
            {t('factories.crewDays.remove')}
          </button>
        </div>
      ))}
      {active.length > 0 && (
        <button
          type="button"
          className="bh-btn bh-btn-small"
          onClick={() => onChange([...value, { crewId: active[0]!.id, day: first.day, starts: first.opens, ends: first.closes }])}
          data-testid="quote-crew-add"
        >
          {t('factories.crewDays.add')}
        </button>
      )}
    </fieldset>
  );
}

/** A row's hour box (`HH:MM`), named by its label. */
function HourBox({ label, value, onChange, testId }: { label: string; value: string; onChange: (value: string) => void; testId: string }) {
  return <input className="bh-input" aria-label={label} value={value} size={5} onChange={(e) => onChange(e.target.value)} data-testid={testId} />;
}
