/**
 * The panorama's view as plain numbers, kept apart from three.js so it can be tested and used before the 3D chunk
 * loads: `lon` (degrees, any value, wraps), `lat` (degrees, −85…85: never quite straight up or down) and the
 * camera's vertical field of view `fov` (degrees, 30…90: smaller is closer).
 */
export interface PanoramaView {
  lon: number;
  lat: number;
  fov: number;
}

export const FOV_MIN = 30;
export const FOV_MAX = 90;
export const LAT_LIMIT = 85;
export const INITIAL_VIEW: PanoramaView = { lon: 0, lat: 0, fov: 75 };

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** Normalises longitude to [0, 360) and clamps latitude and field of view. */
export function normalise(v: PanoramaView): PanoramaView {
  return { lon: ((v.lon % 360) + 360) % 360, lat: clamp(v.lat, -LAT_LIMIT, LAT_LIMIT), fov: clamp(v.fov, FOV_MIN, FOV_MAX) };
}

/**
 * A drag of (dx, dy) pixels on a viewport `height` pixels high: the scene follows the finger (dragging right
 * turns left), scaled by the field of view so a drag moves the picture under the pointer at any zoom.
 */
export function dragged(v: PanoramaView, dx: number, dy: number, height: number): PanoramaView {
  const degPerPx = v.fov / Math.max(1, height);
  return normalise({ ...v, lon: v.lon - dx * degPerPx, lat: v.lat + dy * degPerPx });
}

/** Zoom by a factor (> 1 zooms in: narrower field of view). */
export function zoomed(v: PanoramaView, factor: number): PanoramaView {
  return normalise({ ...v, fov: v.fov / factor });
}

/** One step of the keyboard: arrows turn 10°, + and − zoom. Null for keys the viewer does not use. */
export function keyed(v: PanoramaView, key: string): PanoramaView | null {
  switch (key) {
    case 'ArrowLeft':
      return normalise({ ...v, lon: v.lon - 10 });
    case 'ArrowRight':
      return normalise({ ...v, lon: v.lon + 10 });
    case 'ArrowUp':
      return normalise({ ...v, lat: v.lat + 10 });
    case 'ArrowDown':
      return normalise({ ...v, lat: v.lat - 10 });
    case '+':
    case '=':
      return zoomed(v, 1.2);
    case '-':
    case '_':
      return zoomed(v, 1 / 1.2);
    default:
      return null;
  }
}

/** Whether this browser can draw WebGL (a context of version 2 or 1 on a scratch canvas). */
export function hasWebGL(): boolean {
  try {
    if (typeof document === 'undefined' || typeof window === 'undefined' || !('WebGLRenderingContext' in window)) return false;
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!gl) return false;
    (gl as WebGLRenderingContext).getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}
