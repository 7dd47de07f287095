import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import CompressOutlined from '@ant-design/icons-svg/es/asn/CompressOutlined';
import MinusOutlined from '@ant-design/icons-svg/es/asn/MinusOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { Icon } from '../../../components/lite/Icon';
import { useI18n } from '../../../i18n';
import { fitView, pan, viewBoxAttr, zoomAt, zoomCentre, type Bounds, type ViewBox } from '../lib/viewBox';
import { sizeText, type PlanHall, type PlanPlot } from '../lib/planTypes';
import { OPENS_STYLE, OpensPatterns } from './OpensLegend';
import { hasRecruitingTask, NO_FILTER, passes, plotState, STATE_FILL, TASK_MARK, type PlotFilter } from '../lib/plotStates';

interface Props {
  hall: PlanHall;
  selected?: string | null;
  onSelect: (plot: PlanPlot) => void;
  /** the public plan's filters: plots that do not pass are dimmed */
  filter?: PlotFilter;
}

/** How far (px) a pointer may move and still be a click on a plot rather than a drag. */
const CLICK_SLOP = 5;
const STEP = 1.5;

/** Client (screen) coordinates → plan coordinates under `preserveAspectRatio="xMidYMid meet"`. */
function toPlan(svg: SVGSVGElement | null, v: ViewBox, clientX: number, clientY: number) {
  const r = svg?.getBoundingClientRect();
  if (!r || r.width === 0 || r.height === 0) return { x: v.x + v.w / 2, y: v.y + v.h / 2, scale: 1 };
  const s = Math.min(r.width / v.w, r.height / v.h);
  const offX = (r.width - v.w * s) / 2;
  const offY = (r.height - v.h * s) / 2;
  return { x: v.x + (clientX - r.left - offX) / s, y: v.y + (clientY - r.top - offY) / s, scale: s };
}

/**
 * A hall's floor plan drawn to scale as SVG (units: centimetres), with pan and zoom written on the viewBox:
 * mouse wheel (around the cursor), drag with mouse or one finger, pinch with two fingers, and +/−/reset buttons.
 * Each plot shows its number and size; its pattern says its open sides (see OpensLegend), its fill its state (free,
 * reserved, sold: decision 070) or, in the editor whose plots have no state, its open sides too; a blue corner mark
 * says a design task is recruiting for it, and a sold plot names its exhibitor when the organiser publishes it. A
 * click (not a drag) on a plot selects it.
 */
export function FloorPlan({ hall, selected, onSelect, filter = NO_FILTER }: Props) {
  const { t } = useI18n();
  const svgRef = useRef<SVGSVGElement>(null);
  const prefix = `bh-plan${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-`;
  const bounds: Bounds = { width: hall.widthCm, depth: hall.depthCm };
  const [view, setView] = useState<ViewBox>(() => fitView(bounds));
  const viewRef = useRef(view);
  viewRef.current = view;
  const boundsRef = useRef(bounds);
  boundsRef.current = bounds;
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ moved: boolean; startX: number; startY: number; pinch?: number }>({ moved: false, startX: 0, startY: 0 });

  // a new hall starts fitted
  useEffect(() => setView(fitView({ width: hall.widthCm, depth: hall.depthCm })), [hall.widthCm, hall.depthCm, hall.name]);

  // the wheel listener must not be passive, so the page does not scroll while the plan zooms
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const v = viewRef.current;
      const p = toPlan(svg, v, e.clientX, e.clientY);
      const factor = Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015));
      setView(zoomAt(v, factor, p.x, p.y, boundsRef.current));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, []);

  const down = (e: ReactPointerEvent<SVGSVGElement>) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 1) gesture.current = { moved: false, startX: e.clientX, startY: e.clientY };
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      gesture.current.pinch = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      gesture.current.moved = true;
    }
  };

  const move = (e: ReactPointerEvent<SVGSVGElement>) => {
    const last = pointers.current.get(e.pointerId);
    if (!last) return;
    const v = viewRef.current;
    const now = { x: e.clientX, y: e.clientY };
    if (pointers.current.size >= 2) {
      pointers.current.set(e.pointerId, now);
      const [a, b] = [...pointers.current.values()];
      const dist = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      const before = gesture.current.pinch ?? dist;
      if (before > 0 && dist > 0) {
        const mid = toPlan(svgRef.current, v, (a!.x + b!.x) / 2, (a!.y + b!.y) / 2);
        setView(zoomAt(v, dist / before, mid.x, mid.y, boundsRef.current));
      }
      gesture.current.pinch = dist;
      return;
    }
    if (!gesture.current.moved && Math.hypot(now.x - gesture.current.startX, now.y - gesture.current.startY) < CLICK_SLOP) return;
    if (!gesture.current.moved) {
      gesture.current.moved = true;
      svgRef.current?.setPointerCapture?.(e.pointerId);
    }
    const s = toPlan(svgRef.current, v, 0, 0).scale;
    pointers.current.set(e.pointerId, now);
    setView(pan(v, -(now.x - last.x) / s, -(now.y - last.y) / s, boundsRef.current));
  };

  const up = (e: ReactPointerEvent<SVGSVGElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) gesture.current.pinch = undefined;
  };

  const pick = (plot: PlanPlot) => {
    if (gesture.current.moved) return;
    onSelect(plot);
  };

  const label = Math.max(20, Math.min(hall.widthCm, hall.depthCm) / 60);
  return (
    <div className="bh-plan">
      <div className="bh-plan-tools">
        <div className="bh-btn-group" role="group" aria-label={t('exhibitions.plan.tools')}>
          <ToolButton
            title={t('exhibitions.plan.zoomIn')}
            icon={PlusOutlined}
            onClick={() => setView((v) => zoomCentre(v, STEP, bounds))}
            testId="plan-zoom-in"
          />
          <ToolButton
            title={t('exhibitions.plan.zoomOut')}
            icon={MinusOutlined}
            onClick={() => setView((v) => zoomCentre(v, 1 / STEP, bounds))}
            testId="plan-zoom-out"
          />
          <ToolButton title={t('exhibitions.plan.reset')} icon={CompressOutlined} onClick={() => setView(fitView(bounds))} testId="plan-reset" />
        </div>
      </div>
      <svg
        ref={svgRef}
        className="bh-plan-svg"
        viewBox={viewBoxAttr(view)}
        preserveAspectRatio="xMidYMid meet"
        role="group"
        aria-label={t('exhibitions.plan.aria', { hall: hall.name })}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onPointerLeave={up}
        data-testid="plan-svg"
      >
        <OpensPatterns prefix={prefix} />
        <rect x={0} y={0} width={hall.widthCm} height={hall.depthCm} className="bh-plan-hall" />
        {hall.plots.map((p) => {
          const fill = p.state !== undefined ? STATE_FILL[plotState(p)] : (OPENS_STYLE[p.opens] ?? OPENS_STYLE[1]!).fill;
          const active = selected === p.number;
          const shown = passes(p, filter);
          const recruiting = hasRecruitingTask(p);
          const fs = Math.max(8, Math.min(label, p.widthCm / 4, p.depthCm / 3));
          const stateText = p.state !== undefined ? t(`exhibitions.state.${plotState(p)}`) : '';
          return (
            <g
              key={p.number}
              className={`bh-plan-plot${active ? ' bh-plan-plot-active' : ''}`}
              opacity={shown ? 1 : 0.25}
              onClick={() => pick(p)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onSelect(p);
                }
              }}
              tabIndex={0}
              role="button"
              aria-label={[
                t('exhibitions.plan.plotAria', { number: p.number, size: sizeText(p), opens: p.opens }),
                stateText,
                p.exhibitor ?? '',
                recruiting ? t('exhibitions.state.task') : '',
              ]
                .filter(Boolean)
                .join(', ')}
              aria-pressed={active}
              data-testid={`plan-plot-${p.number}`}
              data-state={p.state}
              data-task={recruiting || undefined}
              data-shown={shown}
            >
              <rect
                x={p.xCm}
                y={p.yCm}
                width={p.widthCm}
                height={p.depthCm}
                fill={fill}
                stroke={active ? '#d4380d' : '#1f2a44'}
                strokeWidth={active ? fs / 3 : fs / 10}
              />
              <rect x={p.xCm} y={p.yCm} width={p.widthCm} height={p.depthCm} fill={`url(#${prefix}${p.opens})`} pointerEvents="none" />
              {recruiting && (
                <circle cx={p.xCm + p.widthCm - fs * 0.7} cy={p.yCm + fs * 0.7} r={fs * 0.45} fill={TASK_MARK} stroke="#fff" strokeWidth={fs / 10} />
              )}
              <text x={p.xCm + p.widthCm / 2} y={p.yCm + p.depthCm / 2} fontSize={fs} textAnchor="middle" className="bh-plan-number">
                {p.number}
              </text>
              <text x={p.xCm + p.widthCm / 2} y={p.yCm + p.depthCm / 2 + fs * 1.1} fontSize={fs * 0.75} textAnchor="middle" className="bh-plan-size">
                {sizeText(p)}
              </text>
              {p.exhibitor && (
                <text x={p.xCm + p.widthCm / 2} y={p.yCm + p.depthCm / 2 + fs * 2} fontSize={fs * 0.7} textAnchor="middle" className="bh-plan-size">
                  {p.exhibitor.length > 10 ? `${p.exhibitor.slice(0, 9)}…` : p.exhibitor}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}

/** A button of the plan's tool bar: an icon named by its label, which the pointer shows as the button's title. */
function ToolButton({ title, icon, onClick, testId }: { title: string; icon: IconDefinition; onClick: () => void; testId: string }) {
  return (
    <button type="button" className="bh-btn bh-btn-icon" title={title} aria-label={title} onClick={onClick} data-testid={testId}>
      <Icon icon={icon} />
    </button>
  );
}
