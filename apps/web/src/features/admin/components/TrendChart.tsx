import { DAY_MS, dayStart, shanghaiDay } from '@boothhub/shared/time';
import { Panel } from '../../../components/lite/Content';
import '../../../components/dashboard.css';
import { useI18n } from '../../../i18n';

export interface TrendSeries {
  key: string;
  label: string;
  values: number[];
}

const W = 300;
const H = 80;

/** The day `i` days after `from` (YYYY-MM-DD, Asia/Shanghai). */
const dayAt = (from: string, i: number) => shanghaiDay(new Date(dayStart(from).getTime() + i * DAY_MS));

/** One small bar chart per series (in a small box, 3 a row from 768 px), a bar a day; each bar says its day and count on hover, the chart its total to screen readers. */
export function TrendChart({ from, series }: { from: string; series: TrendSeries[] }) {
  const { t } = useI18n();
  return (
    <div className="bh-trend-cols">
      {series.map((s) => {
        const total = s.values.reduce((a, b) => a + b, 0);
        const max = Math.max(1, ...s.values);
        const step = W / Math.max(1, s.values.length);
        const last = dayAt(from, s.values.length - 1);
        const summary = t('dashboard.trendSummary', { label: s.label, total, days: s.values.length });
        return (
          <Panel key={s.key} level={3} title={s.label} extra={<span data-testid={`dashboard-trend-${s.key}-total`}>{total}</span>}>
            <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={summary} data-testid={`dashboard-trend-${s.key}`}>
              <line x1={0} y1={H - 0.5} x2={W} y2={H - 0.5} stroke="currentColor" strokeOpacity={0.25} />
              {s.values.map((v, i) => {
                const h = v ? Math.max(2, (v / max) * (H - 4)) : 0;
                return (
                  <rect key={i} x={i * step + 1} y={H - h} width={Math.max(1, step - 2)} height={h} className="bh-trend-bar">
                    <title>{`${dayAt(from, i)}: ${v}`}</title>
                  </rect>
                );
              })}
            </svg>
            <div className="bh-trend-axis">
              <span>{from.slice(5)}</span>
              <span>{last.slice(5)}</span>
            </div>
          </Panel>
        );
      })}
    </div>
  );
}
