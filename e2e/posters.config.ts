import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The demo models' posters (decision 081): `npx playwright test -c posters.config.ts` in e2e/ (after `npm run build`)
 * renders each demo model in the model viewer through the upload form's "use this view as the poster" and writes the
 * snapshots to apps/server/demo-assets/model-posters, which the demo data uses. Not a test: run it when the demo
 * models or the viewer change, and commit the pictures.
 */
const servers = [base.webServer ?? []].flat().map((s) => ({ ...s, timeout: 600_000 }));
export default defineConfig({ ...base, testDir: './posters', testMatch: '*.gen.ts', workers: 1, retries: 0, timeout: 3_600_000, webServer: servers });
