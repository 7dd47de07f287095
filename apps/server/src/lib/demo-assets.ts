import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Pictures the demo data ships with, in apps/server/demo-assets/: resolved from this file, which sits at the same depth
 * in the source (src/lib) and in the bundle (dist/server), like the fonts (lib/fonts.ts).
 */
export const DEMO_ASSETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../demo-assets');

/** A demo model's poster: a snapshot of its 3D view in the model viewer (e2e/posters, decision 081). */
export const demoModelPoster = (slug: string) => path.join(DEMO_ASSETS_DIR, 'model-posters', `${slug}.jpg`);

/** The file name of a demo model's poster: its English name in lowercase words joined by hyphens. */
export const posterSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
