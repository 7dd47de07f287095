import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { buildDayKinds, buildRuleKinds, type BuildSchedule } from '@boothhub/shared/contracts/buildSchedule';
import { useI18n } from '../../../i18n';
import { isApiError } from '../../../lib/request';
import { useAfterSave } from '../../../components/useAfterSave';
import { FieldFrame } from '../../../components/lite/Fields';
import { BusyMark } from '../../../components/lite/Form';
import { Note } from '../../../components/lite/Content';
import { exhibitionKeys, exhibitionsApi } from '../api';
import { checkRows, toRows, type DayRow, type RuleRow } from '../lib/scheduleForm';

interface Props {
  id: number;
  sdate: string;
  edate: string;
  /** the floor plan's saved halls */
  halls: ReadonlyArray<{ id?: number; name: string }>;
  schedule: BuildSchedule | null | undefined;
}

/**
 * The publisher's build schedule (布展/撤展日程, decision 079): move-in and move-out days with a hall (or every hall)
 * and its hours, and build rules with a day offset from the show's first day and a note; saved whole through
 * `Article/huizhanSchedule`. The rows are checked by the shared contract before sending; the server's refusal is
 * shown at the row it names.
 */
export function ScheduleEditor({ id, sdate, edate, halls, schedule }: Props) {
  const { t } = useI18n();
  const afterSave = useAfterSave();
  const [rows, setRows] = useState(() => toRows(schedule));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setDay = (i: number, patch: Partial<DayRow>) => setRows((r) => ({ ...r, days: r.days.map((d, k) => (k === i ? { ...d, ...patch } : d)) }));
  const setRule = (i: number, patch: Partial<RuleRow>) =>
    setRows((r) => ({ ...r, rules: r.rules.map((d, k) => (k === i ? { ...d, ...patch } : d)) }));
  const save = useMutation({
    mutationFn: (body: NonNullable<ReturnType<typeof checkRows>['body']>) => exhibitionsApi.schedule({ id, ...body }),
    onSuccess: async (d) => {
      setRows(toRows(d));
      await afterSave({ said: t('exhibitions.schedule.saved'), refresh: [exhibitionKeys.all] });
    },
    onError: (e) => {
      const details = isApiError(e) ? e.details : undefined;
      if (typeof details?.field === 'string') setErrors({ [details.field]: isApiError(e) ? e.userMessage : e.message });
    },
  });
  const submit = () => {
    const { errors: found, body } = checkRows(rows.days, rows.rules, { sdate, edate });
    setErrors(found);
    if (body && !save.isPending) save.mutate(body);
  };
  const named = halls.filter((h): h is { id: number; name: string } => typeof h.id === 'number');

  return (
    <div data-testid="ex-sched-editor">
      <Note>{`${sdate} – ${edate}`}</Note>
      {rows.days.map((d, i) => (
        <ScheduleRow
          key={i}
          id={`ex-sched-day-${i}`}
          label={t('exhibitions.schedule.dayRow', { n: i + 1 })}
          error={errors[`days.${i}`]}
          onRemove={() => setRows((r) => ({ ...r, days: r.days.filter((_, k) => k !== i) }))}
        >
          <select aria-label={t('exhibitions.schedule.kind')} value={d.kind} onChange={(e) => setDay(i, { kind: e.target.value as DayRow['kind'] })}>
            {buildDayKinds.map((k) => (
              <option key={k} value={k}>
                {t(k === 'move_in' ? 'exhibitions.schedule.moveIn' : 'exhibitions.schedule.moveOut')}
              </option>
            ))}
          </select>
          <input
            type="date"
            className="bh-input"
            aria-label={t('exhibitions.schedule.day')}
            value={d.day}
            onChange={(e) => setDay(i, { day: e.target.value })}
          />
          <select aria-label={t('exhibitions.schedule.hall')} value={d.hall} onChange={(e) => setDay(i, { hall: e.target.value })}>
            <option value="">{t('exhibitions.schedule.allHalls')}</option>
            {named.map((h) => (
              <option key={h.id} value={String(h.id)}>
                {h.name}
              </option>
            ))}
          </select>
          <Cell label={t('exhibitions.schedule.opens')} size={5} value={d.opens} onChange={(opens) => setDay(i, { opens })} />
          <Cell label={t('exhibitions.schedule.closes')} size={5} value={d.closes} onChange={(closes) => setDay(i, { closes })} />
        </ScheduleRow>
      ))}
      {rows.rules.map((r, i) => (
        <ScheduleRow
          key={i}
          id={`ex-sched-rule-${i}`}
          label={t('exhibitions.schedule.ruleRow', { n: i + 1 })}
          error={errors[`rules.${i}`]}
          onRemove={() => setRows((x) => ({ ...x, rules: x.rules.filter((_, k) => k !== i) }))}
        >
          <select
            aria-label={t('exhibitions.schedule.ruleKind')}
            value={r.kind}
            onChange={(e) => setRule(i, { kind: e.target.value as RuleRow['kind'] })}
          >
            {buildRuleKinds.map((k) => (
              <option key={k} value={k}>
                {t(`exhibitions.schedule.rule.${k}`)}
              </option>
            ))}
          </select>
          <Cell label={t('exhibitions.schedule.offset')} size={4} value={r.dayOffset} onChange={(dayOffset) => setRule(i, { dayOffset })} />
          <Cell label={t('exhibitions.schedule.note')} value={r.note} onChange={(note) => setRule(i, { note })} />
          <Cell label={t('exhibitions.schedule.noteEn')} value={r.noteEn} onChange={(noteEn) => setRule(i, { noteEn })} />
        </ScheduleRow>
      ))}
      <div className="bh-row-actions">
        <button
          type="button"
          className="bh-btn"
          data-testid="ex-sched-add-day"
          onClick={() => setRows((r) => ({ ...r, days: [...r.days, { day: sdate, kind: 'move_in', hall: '', opens: '08:00', closes: '18:00' }] }))}
        >
          {t('exhibitions.schedule.addDay')}
        </button>
        <button
          type="button"
          className="bh-btn"
          data-testid="ex-sched-add-rule"
          onClick={() => setRows((r) => ({ ...r, rules: [...r.rules, { kind: 'special_from', dayOffset: '-3', note: '', noteEn: '' }] }))}
        >
          {t('exhibitions.schedule.addRule')}
        </button>
        <button type="button" className="bh-btn bh-btn-primary" aria-busy={save.isPending || undefined} onClick={submit} data-testid="ex-sched-save">
          {save.isPending && <BusyMark />}
          {t('exhibitions.schedule.save')}
        </button>
      </div>
    </div>
  );
}

/** One row of the schedule (a day or a rule): its label and refusal, its boxes in a labelled group, and Remove. */
function ScheduleRow({
  id,
  label,
  error,
  onRemove,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <FieldFrame id={id} group label={label} error={error}>
      <div className="bh-row-wrap" role="group" aria-labelledby={`${id}-label`} data-testid={id}>
        {children}
        <button type="button" className="bh-btn bh-btn-small" onClick={onRemove}>
          {t('exhibitions.schedule.remove')}
        </button>
      </div>
    </FieldFrame>
  );
}

/** A row's text box, named by its label. */
function Cell({ label, value, size, onChange }: { label: string; value: string; size?: number; onChange: (value: string) => void }) {
  return <input className="bh-input" size={size} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />;
}
