import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { demo, expect, test } from '../fixtures';
import { makeGlb } from '../../apps/server/src/lib/glb-shapes';
import { demoModelPoster, posterSlug } from '../../apps/server/src/lib/demo-assets';
import { demoModels } from '../../apps/server/src/modules/models/models.demo-data';

/**
 * Each demo model's poster, made as a designer makes one (decision 081): its glb picked in the upload form, previewed
 * in the model viewer, zoomed in when it is small beside the scale figure's frame, and "use this view as the poster";
 * the stored snapshot is written where the demo data reads it.
 */
test('the demo models’ posters from their own 3D views', async ({ signIn }) => {
  const { page } = await signIn(demo.designer);
  for (const m of demoModels) {
    const slug = posterSlug(m.en);
    // made already: kept (delete the folder to make them all again)
    if (existsSync(demoModelPoster(slug))) continue;
    await page.goto('/personalCenter/modelUpload');
    const glb = Buffer.from(await makeGlb(m.en, m.parts));
    await page.getByTestId('model-file-input').setInputFiles({ name: `${slug}.glb`, mimeType: 'model/gltf-binary', buffer: glb });
    await expect(page.getByTestId('model-file-name')).toBeVisible({ timeout: 60_000 });
    await page.getByTestId('model-preview').click();
    await expect(page.getByTestId('model-viewer')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    // the home view frames at least the 1.75 m figure: a small model is zoomed in to fill the poster
    const size = (await page.getByTestId('model-dimensions').textContent())!.match(/[\d.]+/g)!.map(Number);
    const notches = Math.max(0, Math.round(Math.log(1.75 / Math.max(...size, 0.3)) / Math.log(1.05)));
    const box = (await page.getByTestId('model-canvas').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < notches; i++) await page.mouse.wheel(0, -100);
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/File/upload'));
    await page.getByTestId('model-use-view').click();
    const { data } = (await (await uploaded).json()) as { data: { url: string } };
    const file = demoModelPoster(slug);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await (await page.request.get(data.url)).body());
  }
});
