import { expect, registerMember, test } from '../fixtures';
import { apiOk } from '../api-setup';
import { boothGlb, canvasColours } from '../three-d';

/**
 * A model's poster from its own 3D view (issue 32 item 6, decision 081): a designer uploads a glb, previews it in the
 * 3D view before submitting, turns it, picks "use this view as the poster" and submits with no other picture; once
 * approved, the model centre's card shows that poster, a picture of the model and not a blank one.
 */
test.describe.configure({ timeout: 240_000 });

test('a designer previews the model, turns it, uses the view as the poster, and the card shows it', async ({ signIn, admin }) => {
  const title = `E2E 海报 ${Date.now().toString(36)}`;
  const designer = await registerMember('designer');
  const { page } = await signIn(designer);
  await page.goto('/personalCenter/modelUpload');
  // nothing to preview before a glb is picked
  await expect(page.getByTestId('model-preview')).toBeDisabled();
  await page.getByTestId('model-file-input').setInputFiles({ name: 'booth.glb', mimeType: 'model/gltf-binary', buffer: await boothGlb() });
  await expect(page.getByTestId('model-file-name')).toContainText('booth.glb', { timeout: 60_000 });

  // the preview: the picked file in the 3D view, turned by a drag
  await page.getByTestId('model-preview').click();
  const dialog = page.getByTestId('model-preview-dialog');
  await expect(dialog.getByTestId('model-viewer')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  const before = await canvasColours(page);
  const box = (await page.getByTestId('model-canvas').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 40, { steps: 8 });
  await page.mouse.up();
  const turned = await canvasColours(page);
  expect(turned.data).not.toBe(before.data);

  // "use this view as the poster": the snapshot is uploaded and shown in the form
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/File/upload'));
  await page.getByTestId('model-use-view').click();
  const { data: up } = (await (await uploaded).json()) as { data: { fileId: string; mime: string } };
  expect(up.mime).toBe('image/jpeg');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('model-poster-pic')).toHaveAttribute('src', new RegExp(up.fileId));

  // submitted with the poster and no other picture
  await page.getByTestId('model-title-input').fill(title);
  await page.getByTestId('model-category-input').selectOption({ label: 'Booth models' });
  await page.getByTestId('model-price-input').fill('0');
  await page.getByTestId('model-submit').click();
  await expect(page).toHaveURL(/\/personalCenter\/modelManagement$/, { timeout: 60_000 });
  const mine = await apiOk<{ listItem: Array<{ id: number; title: string }> }>(page.request, 'Modelcenter/modelList', {});
  const id = mine.listItem.find((m) => m.title === title)!.id;
  await admin.ok('Admin/modelReview', { id, approve: true });

  // the card in the model centre shows the poster: the view's picture, 800×600, of many colours
  await page.goto(`/modelCenter?q=${encodeURIComponent(title.split(' ')[2]!)}`);
  const cover = page.getByTestId(`model-card-${id}`).locator('img');
  await expect(cover).toHaveAttribute('src', new RegExp(up.fileId));
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  const colours = await cover.evaluate((img: HTMLImageElement) => {
    const c = document.createElement('canvas');
    c.width = 160;
    c.height = 120;
    const g = c.getContext('2d')!;
    g.drawImage(img, 0, 0, 160, 120);
    const px = g.getImageData(0, 0, 160, 120).data;
    const seen = new Set<number>();
    for (let i = 0; i < px.length; i += 4) seen.add((px[i]! >> 3) * 1024 + (px[i + 1]! >> 3) * 32 + (px[i + 2]! >> 3));
    return seen.size;
  });
  expect(colours).toBeGreaterThan(8);
  // and the model's page opens on it
  await page.getByTestId(`model-card-${id}`).getByText(title).click();
  await expect(page.getByTestId('model-viewer-poster').locator('img')).toHaveAttribute('src', new RegExp(up.fileId));
});
