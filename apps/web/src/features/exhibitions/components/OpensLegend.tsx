import { useId } from 'react';
import { useI18n } from '../../../i18n';
import { opensLabel } from '../../tasks/labels';

/**
 * Open sides on the plan: each kind has a fill colour AND a pattern (none, stripes, dots, cross-hatch) and the legend
 * names them, so the plan reads without colour vision too.
 */
export const OPENS_STYLE: Record<number, { fill: string }> = {
  1: { fill: '#dbe7ff' },
  2: { fill: '#ffe7ba' },
  3: { fill: '#d9f7be' },
  4: { fill: '#ffd6e7' },
};

/** the patterns drawn over the fills (ids `${prefix}1` … `${prefix}4`) */
export function OpensPatterns({ prefix }: { prefix: string }) {
  const stroke = { stroke: '#1f2a44', strokeOpacity: 0.35, strokeWidth: 6 };
  return (
    <defs>
      <pattern id={`${prefix}1`} width="60" height="60" patternUnits="userSpaceOnUse" />
      <pattern id={`${prefix}2`} width="60" height="60" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <line x1="0" y1="0" x2="0" y2="60" {...stroke} />
      </pattern>
      <pattern id={`${prefix}3`} width="50" height="50" patternUnits="userSpaceOnUse">
        <circle cx="25" cy="25" r="7" fill="#1f2a44" fillOpacity="0.35" />
      </pattern>
      <pattern id={`${prefix}4`} width="60" height="60" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <line x1="0" y1="0" x2="0" y2="60" {...stroke} />
        <line x1="0" y1="30" x2="60" y2="30" {...stroke} />
      </pattern>
    </defs>
  );
}

/** One swatch: the plot's fill and pattern (`fill`: the public plan's, where the fill says the state). */
export function OpensSwatch({ opens, size = 18, fill }: { opens: number; size?: number; fill?: string }) {
  const prefix = `bh-sw${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-`;
  return (
    <svg width={size} height={size} viewBox="0 0 120 120" aria-hidden="true" className="bh-opens-swatch">
      <OpensPatterns prefix={prefix} />
      <rect x="0" y="0" width="120" height="120" fill={fill ?? OPENS_STYLE[opens]?.fill} stroke="#1f2a44" strokeWidth="6" />
      <rect x="0" y="0" width="120" height="120" fill={`url(#${prefix}${opens})`} />
    </svg>
  );
}

/** The open sides' legend; `plain`: patterns on white (the public plan, whose fills say the state). */
export function OpensLegend({ plain = false }: { plain?: boolean }) {
  const { t, lang } = useI18n();
  return (
    <ul className="bh-plan-legend" aria-label={t('exhibitions.plan.legend')} data-testid="plan-legend">
      {[1, 2, 3, 4].map((n) => (
        <li key={n}>
          <OpensSwatch opens={n} fill={plain ? '#ffffff' : undefined} />
          <span>{opensLabel(lang, n)}</span>
        </li>
      ))}
    </ul>
  );
}
