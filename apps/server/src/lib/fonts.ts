import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The fonts the server draws text with (covers, watermarks): Noto Sans CJK SC cut to GB2312's characters and ASCII,
 * regular and bold, in apps/server/fonts/ (docs/decisions/063-the-server-ships-its-fonts.md). Resolved from this file,
 * the same two folders up from src/lib/ and from the bundle's dist/server/.
 */
export const FONTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fonts');

/**
 * Points fontconfig at the project's fonts only (FONTCONFIG_FILE), so a machine without CJK fonts draws Chinese,
 * and every machine draws the same pictures. fontconfig reads it when librsvg first lays out text, so this runs before
 * the first picture with text: main() calls it at start, and every helper that draws text calls it too (idempotent).
 */
export function useProjectFonts(): void {
  const file = path.join(FONTS_DIR, 'fonts.conf');
  if (process.env.FONTCONFIG_FILE !== file) process.env.FONTCONFIG_FILE = file;
}
