import sharp from 'sharp';
import { useProjectFonts } from './fonts.js';

/** Demo images drawn as SVG and rendered to PNG with sharp: covers, hall pictures and a 2:1 equirectangular panorama. */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The pictures drawn so far by their SVG, once `keepDemoPictures` is called (the server's tests); else none kept. */
let kept: Map<string, Promise<Buffer>> | undefined;

/**
 * From now on, each picture is drawn once per process: the same arguments make the same SVG and so the same PNG. For
 * the server's tests (test/setup.ts), which seed the demo again and again (docs/ci.md); a server seeds it once, and
 * keeps no pictures.
 */
export function keepDemoPictures(): void {
  kept ??= new Map();
}

const render = (svg: string) => {
  const done = kept?.get(svg);
  if (done) return done;
  useProjectFonts();
  const drawn = sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
  if (kept) {
    kept.set(svg, drawn);
    drawn.catch(() => kept?.delete(svg)); // a failure is not kept
  }
  return drawn;
};

/** A cover: a sky gradient, a hall silhouette with a roof line, and the name (Chinese too: lib/fonts.ts). */
export function coverPng(title: string, hue: number, seed: number, w = 800, h = 500): Promise<Buffer> {
  const roof = Array.from({ length: 6 }, (_, i) => `${(i * w) / 5},${h * 0.55 - ((i + seed) % 2) * 40}`).join(' ');
  const words = title.length > 46 ? `${title.slice(0, 44)}…` : title;
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,25%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <polygon points="0,${h} ${roof} ${w},${h}" fill="hsl(${hue},30%,92%)" opacity="0.9"/>
  ${Array.from({ length: 9 }, (_, i) => `<rect x="${40 + i * 85}" y="${h * 0.62}" width="50" height="${h * 0.2}" fill="hsl(${hue},50%,35%)" opacity="0.55"/>`).join('')}
  <rect x="0" y="${h - 90}" width="${w}" height="90" fill="#000" opacity="0.35"/>
  <text x="32" y="${h - 36}" font-family="sans-serif" font-size="30" font-weight="bold" fill="#fff">${esc(words)}</text>
</svg>`);
}

/** A hall interior: perspective lines towards a vanishing point and booth blocks. */
export function hallPng(hue: number, seed: number, w = 800, h = 500): Promise<Buffer> {
  const cx = w / 2 + ((seed * 53) % 120) - 60;
  const cy = h * 0.42;
  const lines = Array.from(
    { length: 13 },
    (_, i) => `<line x1="${cx}" y1="${cy}" x2="${(i * w) / 12}" y2="${h}" stroke="#fff" stroke-opacity="0.25"/>`,
  ).join('');
  const booths = Array.from({ length: 7 }, (_, i) => {
    const bw = 60 + ((i * 37 + seed * 11) % 90);
    return `<rect x="${30 + i * 110}" y="${h * 0.6 + ((i * 29) % 60)}" width="${bw}" height="${bw * 0.6}" fill="hsl(${(hue + i * 35) % 360},65%,55%)"/>`;
  }).join('');
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <rect width="100%" height="${cy}" fill="hsl(${hue},20%,85%)"/><rect y="${cy}" width="100%" height="${h - cy}" fill="hsl(${hue},15%,40%)"/>
  ${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 110 + 20}" y="20" width="70" height="${cy - 40}" fill="#fff" opacity="0.5"/>`).join('')}
  ${lines}${booths}
</svg>`);
}

/** A 2:1 equirectangular panorama: sky, horizon, floor grid and columns all round, so the viewer has something to turn. */
export function panoramaPng(hue: number, w = 2048, h = 1024): Promise<Buffer> {
  const cols = Array.from(
    { length: 16 },
    (_, i) => `<rect x="${i * (w / 16) + 40}" y="${h * 0.3}" width="24" height="${h * 0.2}" fill="hsl(${hue},20%,70%)"/>`,
  ).join('');
  const grid = Array.from(
    { length: 32 },
    (_, i) => `<line x1="${(i * w) / 32}" y1="${h / 2}" x2="${(i * w) / 32}" y2="${h}" stroke="#fff" stroke-opacity="0.3"/>`,
  ).join('');
  const rows = Array.from(
    { length: 8 },
    (_, i) => `<line x1="0" y1="${h / 2 + (i * h) / 16}" x2="${w}" y2="${h / 2 + (i * h) / 16}" stroke="#fff" stroke-opacity="0.3"/>`,
  ).join('');
  const marks = ['N', 'E', 'S', 'W']
    .map(
      (m, i) =>
        `<text x="${(i * w) / 4 + w / 8}" y="${h * 0.45}" font-family="sans-serif" font-size="64" fill="#fff" text-anchor="middle">${m}</text>`,
    )
    .join('');
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,30%)"/><stop offset="1" stop-color="hsl(${hue},50%,80%)"/></linearGradient></defs>
  <rect width="100%" height="50%" fill="url(#s)"/><rect y="50%" width="100%" height="50%" fill="hsl(${hue},15%,35%)"/>
  ${cols}${grid}${rows}${marks}
  <line x1="0" y1="${h / 2}" x2="${w}" y2="${h / 2}" stroke="#fff" stroke-width="3"/>
</svg>`);
}

/**
 * A stand as a designer's rendering would show it: a floor, the back wall in the brand's colour with its name and an
 * LED screen, a side wall, counters and a hanging banner, in a hall. `seed` moves the pieces, so no two look alike.
 */
export function standPng(brand: string, hue: number, seed: number, w = 640, h = 400): Promise<Buffer> {
  const wall = `hsl(${hue},65%,42%)`;
  const accent = `hsl(${(hue + 150) % 360},70%,55%)`;
  const left = 90 + (seed % 4) * 12;
  const right = w - 90 - ((seed * 7) % 5) * 10;
  const top = 90 + (seed % 3) * 10;
  const floorY = h - 70;
  const screenW = 150 + (seed % 3) * 30;
  const counters = Array.from({ length: 2 + (seed % 2) }, (_, i) => {
    const x = left + 40 + i * ((right - left - 140) / (1 + (seed % 2))) + ((seed * 13) % 20);
    return `<rect x="${x}" y="${floorY - 55}" width="90" height="55" fill="#f5f5f0"/><rect x="${x}" y="${floorY - 60}" width="90" height="6" fill="${accent}"/>`;
  }).join('');
  const name = brand.length > 12 ? `${brand.slice(0, 11)}…` : brand;
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="hall" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${hue},10%,22%)"/><stop offset="1" stop-color="hsl(${hue},8%,40%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#hall)"/>
  ${Array.from({ length: 6 }, (_, i) => `<line x1="${i * (w / 5)}" y1="0" x2="${w / 2}" y2="60" stroke="#fff" stroke-opacity="0.12"/>`).join('')}
  <polygon points="${left - 50},${h - 20} ${right + 50},${h - 20} ${right},${floorY} ${left},${floorY}" fill="hsl(${hue},15%,85%)"/>
  <rect x="${left}" y="${top}" width="${right - left}" height="${floorY - top}" fill="${wall}"/>
  <polygon points="${left - 50},${top + 30} ${left},${top} ${left},${floorY} ${left - 50},${h - 20}" fill="hsl(${hue},55%,32%)"/>
  <rect x="${(left + right) / 2 - screenW / 2}" y="${top + 60}" width="${screenW}" height="${screenW * 0.5}" fill="#0b1020" stroke="#fff" stroke-opacity="0.4"/>
  <rect x="${(left + right) / 2 - screenW / 2 + 8}" y="${top + 68}" width="${screenW - 16}" height="${screenW * 0.5 - 16}" fill="${accent}" opacity="0.35"/>
  <text x="${(left + right) / 2}" y="${top + 40}" text-anchor="middle" font-family="sans-serif" font-size="28" font-weight="bold" fill="#fff">${esc(name)}</text>
  <rect x="${left + 20}" y="20" width="${right - left - 40}" height="26" fill="${accent}" opacity="0.9"/>
  <line x1="${left + 30}" y1="0" x2="${left + 30}" y2="20" stroke="#ddd"/><line x1="${right - 30}" y1="0" x2="${right - 30}" y2="20" stroke="#ddd"/>
  ${counters}
</svg>`);
}
