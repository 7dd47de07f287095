/** Colours as the browser computes them, and WCAG's contrast ratio between two (for the kit's tests in Chromium). */
export type Rgb = [number, number, number];

/** `rgb()`/`rgba()` as getComputedStyle writes it, laid over `under` (white by default) when it is see-through. */
export function opaque(css: string, under: Rgb = [255, 255, 255]): Rgb {
  const m = css.match(/rgba?\(([^)]+)\)/);
  if (!m) return under;
  const [r = 0, g = 0, b = 0, a = 1] = m[1]!
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a)];
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colours of the rings an element may draw around itself: its outline (when drawn, 2 px or more), its border (2 px
 * or more) and its box shadows (an inset ring), each laid over `under`.
 */
export function ringColours(el: Element, under: Rgb): Rgb[] {
  const s = getComputedStyle(el);
  const found: Rgb[] = [];
  if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) found.push(opaque(s.outlineColor, under));
  if (s.borderLeftStyle !== 'none' && parseFloat(s.borderLeftWidth) >= 2) found.push(opaque(s.borderLeftColor, under));
  for (const c of s.boxShadow.match(/rgba?\([^)]+\)/g) ?? []) found.push(opaque(c, under));
  return found;
}
