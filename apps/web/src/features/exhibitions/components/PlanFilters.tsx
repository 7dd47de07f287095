import { openSides } from '@boothhub/shared/contracts/taskOptions';
import { plotStates, type PlotState } from '@boothhub/shared/contracts/exhibitionOptions';
import { Select } from '../../../components/lite/Select';
import { Switch } from '../../../components/lite/Switch';
import { useI18n } from '../../../i18n';
import { options } from '../../tasks/labels';
import { SIZE_BANDS, STATE_FILL, TASK_MARK, type PlotFilter, type SizeBand } from '../lib/plotStates';

/** A state's swatch: its fill, outlined (the legend and the booth's panel). */
export function StateSwatch({ state, size = 16 }: { state: PlotState; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" className="bh-opens-swatch">
      <rect x="1" y="1" width="18" height="18" fill={STATE_FILL[state]} stroke="#1f2a44" strokeWidth="1.5" />
    </svg>
  );
}

/** The marker of a booth with a design task recruiting designers. */
export function TaskSwatch({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" className="bh-opens-swatch">
      <circle cx="10" cy="10" r="7" fill={TASK_MARK} stroke="#fff" strokeWidth="1.5" />
    </svg>
  );
}

/** The booth states' legend of the public plan: free, reserved, sold, and the open design task's marker. */
export function StateLegend() {
  const { t } = useI18n();
  return (
    <ul className="bh-plan-legend" aria-label={t('exhibitions.state.legend')} data-testid="plan-state-legend">
      {plotStates.map((s) => (
        <li key={s}>
          <StateSwatch state={s} />
          <span>{t(`exhibitions.state.${s}`)}</span>
        </li>
      ))}
      <li>
        <TaskSwatch />
        <span>{t('exhibitions.state.task')}</span>
      </li>
    </ul>
  );
}

/**
 * The public plan's filters (Expocad-style): free booths only, a size band, the open sides. Booths that do not pass
 * stay on the plan, dimmed; `shown` of `total` says how many pass.
 */
export function PlanFilters({
  value,
  onChange,
  shown,
  total,
}: {
  value: PlotFilter;
  onChange: (f: PlotFilter) => void;
  shown: number;
  total: number;
}) {
  const { t, lang } = useI18n();
  const bands = (Object.keys(SIZE_BANDS) as SizeBand[]).map((b) => ({ value: b, label: t(`exhibitions.filter.size.${b}`) }));
  return (
    <div className="bh-plan-filters" role="group" aria-label={t('exhibitions.filter.label')} data-testid="plan-filters">
      <Switch
        checked={value.freeOnly}
        onChange={(freeOnly) => onChange({ ...value, freeOnly })}
        label={t('exhibitions.filter.freeOnly')}
        testId="plan-free-only"
      />
      <Select<SizeBand>
        value={value.size}
        onChange={(size) => onChange({ ...value, size })}
        options={bands}
        label={t('exhibitions.filter.sizeLabel')}
        placeholder={t('exhibitions.filter.anySize')}
        testId="plan-filter-size"
      />
      <Select<string>
        value={value.opens === undefined ? undefined : String(value.opens)}
        onChange={(o) => onChange({ ...value, opens: o === undefined ? undefined : Number(o) })}
        options={options(lang, openSides)}
        label={t('exhibitions.filter.opensLabel')}
        placeholder={t('exhibitions.filter.anyOpens')}
        testId="plan-filter-opens"
      />
      <span className="bh-secondary" data-testid="plan-filter-count" aria-live="polite">
        {t('exhibitions.filter.count', { shown, total })}
      </span>
    </div>
  );
}
