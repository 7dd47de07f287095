import sharp from 'sharp';
import { useProjectFonts } from './fonts.js';

/**
 * The visible watermark of works' pictures (issue 9, docs/rules/designers.md#protected-pictures): the picture is
 * turned upright, scaled down to `width` at most, and overlaid with its designer's name and "BoothHub" written
 * diagonally across the whole picture (light text with a dark outline, so it shows on light and dark pictures) and
 * once more in the bottom-right corner. Returns a JPEG.
 */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function watermark(original: Buffer, width: number, designer: string): Promise<Buffer> {
  useProjectFonts();
  const base = await sharp(original)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = base.info;
  const label = esc(`© ${designer} · BoothHub`);
  const size = Math.max(12, Math.round(Math.min(w, h) / 14));
  const step = size * 7;
  const rows: string[] = [];
  // a grid of labels rotated about the centre covers every corner whatever the aspect ratio
  const reach = Math.ceil(Math.hypot(w, h));
  for (let y = -reach; y < reach; y += step / 2) {
    for (let x = -reach + ((y / (step / 2)) % 2 ? step / 2 : 0); x < reach; x += step * 1.6) {
      rows.push(`<text x="${Math.round(x)}" y="${Math.round(y)}">${label}</text>`);
    }
  }
  const corner = Math.max(11, Math.round(size * 0.6));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <g transform="translate(${w / 2} ${h / 2}) rotate(-30)" font-family="Noto Sans CJK SC, sans-serif" font-size="${size}" font-weight="bold"
     fill="#ffffff" fill-opacity="0.38" stroke="#000000" stroke-opacity="0.22" stroke-width="${Math.max(1, size / 16)}">${rows.join('')}</g>
  <text x="${w - 10}" y="${h - 10}" text-anchor="end" font-family="Noto Sans CJK SC, sans-serif" font-size="${corner}"
     fill="#ffffff" fill-opacity="0.9" stroke="#000000" stroke-opacity="0.5" stroke-width="1">${label}</text>
</svg>`;
  return sharp(base.data)
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
