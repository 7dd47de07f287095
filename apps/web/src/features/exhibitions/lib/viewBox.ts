/**
 * The floor plan's camera: an SVG viewBox (x, y, width, height in the plan's units, centimetres) and the pure
 * moves on it that the viewer's wheel, drag, pinch and buttons make. Zooming keeps the aspect ratio and the point
 * under the cursor (or the pinch's midpoint) in place; the zoom is bounded so the plan never vanishes.
 */
export interface ViewBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Bounds {
  /** the whole plan */
  width: number;
  depth: number;
}

/** the whole plan with a margin of 4 % around it */
export function fitView(b: Bounds): ViewBox {
  const m = Math.max(b.width, b.depth) * 0.04;
  return { x: -m, y: -m, w: b.width + 2 * m, h: b.depth + 2 * m };
}

/** at most 40× in (never narrower than 1 m), at most 2× out from the fitted view */
export function zoomLimits(b: Bounds): { minW: number; maxW: number } {
  const fit = fitView(b);
  return { minW: Math.max(100, fit.w / 40), maxW: fit.w * 2 };
}

/**
 * Zooms by `factor` (> 1 zooms in) around the point (px, py) given in plan units; the point stays where it is on
 * screen.
 */
export function zoomAt(v: ViewBox, factor: number, px: number, py: number, b: Bounds): ViewBox {
  const { minW, maxW } = zoomLimits(b);
  const w = Math.min(maxW, Math.max(minW, v.w / factor));
  const k = w / v.w;
  if (k === 1) return v;
  return { x: px - (px - v.x) * k, y: py - (py - v.y) * k, w, h: v.h * k };
}

/** Zooms around the view's centre (the +/− buttons). */
export const zoomCentre = (v: ViewBox, factor: number, b: Bounds) => zoomAt(v, factor, v.x + v.w / 2, v.y + v.h / 2, b);

/** Moves the view by (dx, dy) plan units (a drag moves it the other way), keeping part of the plan in sight. */
export function pan(v: ViewBox, dx: number, dy: number, b: Bounds): ViewBox {
  const x = clamp(v.x + dx, -v.w * 0.9, b.width - v.w * 0.1);
  const y = clamp(v.y + dy, -v.h * 0.9, b.depth - v.h * 0.1);
  return { ...v, x, y };
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

export const viewBoxAttr = (v: ViewBox) => [v.x, v.y, v.w, v.h].map((n) => Math.round(n * 100) / 100).join(' ');
