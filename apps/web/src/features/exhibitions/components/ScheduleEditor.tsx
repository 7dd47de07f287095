import { useState } from 'react';
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
        <FieldFrame key={i} id={`ex-sched-day-${i}`} group label={t('exhibitions.schedule.dayRow', { n: i + 1 })} error={errors[`days.${i}`]}>
          <div className="bh-row-wrap" role="group" aria-labelledby={`ex-sched-day-${i}-label`} data-testid={`ex-sched-day-${i}`}>
            <select
              aria-label={t('exhibitions.schedule.kind')}
              value={d.kind}
              onChange={(e) => setDay(i, { kind: e.target.value as DayRow['kind'] })}
            >
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
            <input
              className="bh-input"
              size={5}
              aria-label={t('exhibitions.schedule.opens')}
              value={d.opens}
              onChange={(e) => setDay(i, { opens: e.target.value })}
            />
            <input
              className="bh-input"
              size={5}
              aria-label={t('exhibitions.schedule.closes')}
              value={d.closes}
              onChange={(e) => setDay(i, { closes: e.target.value })}
            />
            <button type="button" className="bh-btn bh-btn-small" onClick={() => setRows((r) => ({ ...r, days: r.days.filter((_, k) => k !== i) }))}>
              {t('exhibitions.schedule.remove')}
            </button>
          </div>
        </FieldFrame>
      ))}
      {rows.rules.map((r, i) => (
        <FieldFrame key={i} id={`ex-sched-rule-${i}`} group label={t('exhibitions.schedule.ruleRow', { n: i + 1 })} error={errors[`rules.${i}`]}>
          <div className="bh-row-wrap" role="group" aria-labelledby={`ex-sched-rule-${i}-label`} data-testid={`ex-sched-rule-${i}`}>
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
            <input
              className="bh-input"
              size={4}
              aria-label={t('exhibitions.schedule.offset')}
              value={r.dayOffset}
              onChange={(e) => setRule(i, { dayOffset: e.target.value })}
            />
            <input
              className="bh-input"
              aria-label={t('exhibitions.schedule.note')}
              value={r.note}
              onChange={(e) => setRule(i, { note: e.target.value })}
            />
            <input
              className="bh-input"
              aria-label={t('exhibitions.schedule.noteEn')}
              value={r.noteEn}
              onChange={(e) => setRule(i, { noteEn: e.target.value })}
            />
            <button
              type="button"
              className="bh-btn bh-btn-small"
              onClick={() => setRows((x) => ({ ...x, rules: x.rules.filter((_, k) => k !== i) }))}
            >
              {t('exhibitions.schedule.remove')}
            </button>
          </div>
        </FieldFrame>
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
