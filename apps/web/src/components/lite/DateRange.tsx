import { useI18n } from '../../i18n';
import { useSyncedState } from '../../lib/useSyncedState';

/**
 * A range of days in plain markup (antd's RangePicker): two native date boxes, "from" and "to", in a named group; the
 * second cannot start before the first. The range is handed over (`YYYY-MM-DD`) once both days are chosen, or both
 * emptied (`''`, `''`); a half-chosen range stays in the boxes until then.
 */
export function DateRange({
  from,
  to,
  onChange,
  label,
  min,
  id,
  describedBy,
  testId,
}: {
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
  /** what the range is, for screen readers */
  label: string;
  /** the first day that may be chosen (`YYYY-MM-DD`: today, for a date still to come) */
  min?: string;
  /** the first box's id (a form puts the focus there when the range is wrong) */
  id?: string;
  /** the ids of the lines that describe the range (a form field's error line and hint) */
  describedBy?: string;
  testId?: string;
}) {
  const { t } = useI18n();
  const [draft, setDraft] = useSyncedState(`${from}/${to}`);
  const [dFrom = '', dTo = ''] = draft.split('/');
  const change = (f: string, to: string) => {
    setDraft(`${f}/${to}`);
    if (!f === !to) onChange(f, to);
  };
  return (
    <div role="group" aria-label={label} aria-describedby={describedBy} className="bh-input-pair" data-testid={testId}>
      <input
        id={id}
        type="date"
        className="bh-input"
        value={dFrom}
        min={min}
        max={dTo || undefined}
        aria-label={t('common.dateFrom')}
        onChange={(e) => change(e.target.value, dTo)}
      />
      <input
        type="date"
        className="bh-input"
        value={dTo}
        min={dFrom || min}
        aria-label={t('common.dateTo')}
        onChange={(e) => change(dFrom, e.target.value)}
      />
    </div>
  );
}
