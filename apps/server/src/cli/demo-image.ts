/**
 * Makes the prepared demo database (decision 088), run by `node build.mjs` after the bundles:
 *
 *   node dist/server/demo-image.js
 *
 * seeds the demo data (as a first start would: the embedded database, the files on disk, the payment sandbox) into a
 * temporary DATA_DIR, marks it as an image still to settle, forgets the seeding's server secrets, closes it and
 * writes apps/server/dist/demo-image/ (`db/`, `files/`, `meta.json`). A first start of an empty embedded server copies
 * it instead of seeding (modules/demo/demo.image.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { useProjectFonts } from '../lib/fonts.js';
import { DEMO_IMAGE_DIR, markDemoImage, writeDemoImage } from '../modules/demo/demo.image.js';
import { seedDemoData } from '../modules/demo/demo.service.js';
import { forgetServerSecrets } from '../modules/files/files.service.js';
import { demoSeedSteps } from '../modules/index.js';

async function main() {
  useProjectFonts();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boothhub-demo-image-'));
  try {
    Object.assign(process.env, {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: '1',
      PAYMENT_SANDBOX: '1',
      STORAGE: 'disk',
      LOG_LEVEL: 'warn',
      PGLITE_SHARED_BUFFERS: '16MB',
    });
    const config = loadConfig();
    // no web client: the seeding needs none, and the web client's build may be writing its folder meanwhile
    const app = await buildApp(config, { web: false });
    const began = Date.now();
    const seededAt = app.ctx.now();
    await seedDemoData(app.ctx, app.log, demoSeedSteps);
    await forgetServerSecrets(app.ctx.db);
    await markDemoImage(app.ctx.db, seededAt);
    await app.close();
    writeDemoImage(dataDir, seededAt);
    console.log(`demo image: seeded in ${((Date.now() - began) / 1000).toFixed(1)} s, written to ${path.relative(process.cwd(), DEMO_IMAGE_DIR)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
