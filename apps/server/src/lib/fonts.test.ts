import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverDir } from '../../test/server-process.js';

/**
 * Chinese on a cover on a machine without a CJK font (issue 32): a child process whose fontconfig knows only DejaVu
 * (Latin, no Han glyphs: Chinese would be drawn as boxes) draws a cover titled 一 and one without a title; where they
 * differ is the title's ink. 一 is one horizontal stroke: its ink is wide and flat. A missing glyph's box is as tall
 * as the text.
 */
const script = `
import sharp from 'sharp';
import { coverPng } from './src/lib/demo-images.ts';
const ink = async () => {
  const [a, b] = await Promise.all([coverPng('一', 200, 1), coverPng('', 200, 1)].map(async (p) => sharp(await p).raw().toBuffer({ resolveWithObject: true })));
  const { width, height, channels } = a.info;
  let top = height, bottom = -1, left = width, right = -1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      if (Math.abs(a.data[i] - b.data[i]) + Math.abs(a.data[i + 1] - b.data[i + 1]) + Math.abs(a.data[i + 2] - b.data[i + 2]) > 60) {
        top = Math.min(top, y); bottom = Math.max(bottom, y); left = Math.min(left, x); right = Math.max(right, x);
      }
    }
  return { width: right - left + 1, height: bottom - top + 1 };
};
process.stdout.write(JSON.stringify(await ink()));
`;

describe('the fonts the server draws with', () => {
  it('draws Chinese on a cover where the machine has no CJK font, not boxes', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bh-fonts-'));
    const conf = path.join(dir, 'fonts.conf');
    writeFileSync(conf, `<?xml version="1.0"?><fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir><cachedir>${dir}/cache</cachedir></fontconfig>`);
    const file = path.join(serverDir, `fonts-check-${process.pid}.mts`);
    writeFileSync(file, script);
    try {
      const out = execFileSync(process.execPath, ['--import', 'tsx', file], {
        cwd: serverDir,
        env: { ...process.env, FONTCONFIG_FILE: conf },
        encoding: 'utf8',
        timeout: 60_000,
      });
      const ink = JSON.parse(out) as { width: number; height: number };
      // the title is drawn at 30 px: a box would be ~20 px tall; the stroke of 一 is a few pixels
      expect(ink.width).toBeGreaterThan(15);
      expect(ink.height).toBeLessThan(8);
      expect(ink.width / ink.height).toBeGreaterThan(4);
    } finally {
      execFileSync('rm', ['-f', file]);
    }
  }, 90_000);
});
