import { demo, expect, test } from '../fixtures';
import { apiOk, fund, PIN, png } from '../api-setup';
import { boothGlb, canvasColours, threeRequests } from '../three-d';

/**
 * The model centre (issue 10): a designer uploads a glb through the resumable upload (progress bar) with a preview
 * image and a price; an admin approves it in the back office; a business finds it by category, orbits it in the 3D
 * viewer (the canvas is not blank and changes when dragged), buys it with the PIN and downloads it, favourites it and
 * sees it in My Collection. The viewer opens from the model's cover (View in 3D): no three.js before that click.
 */
test.describe.configure({ timeout: 240_000 });

const stamp = () => `e2e${Date.now().toString(36)}`;

test('a designer uploads a glb, an admin approves it, a business finds it, orbits it, buys, downloads and collects it', async ({ signIn }) => {
  const title = `E2E 展台 ${stamp()}`;

  // the designer uploads: the model file through tus (progress), a preview image, category and price
  const des = await signIn(demo.designer);
  const D = des.page;
  await D.goto('/personalCenter/modelUpload');
  await D.getByTestId('model-file-input').setInputFiles({ name: 'booth.glb', mimeType: 'model/gltf-binary', buffer: await boothGlb() });
  await expect(D.getByTestId('model-file-name')).toContainText('booth.glb', { timeout: 60_000 });
  await D.getByTestId('model-title-input').fill(title);
  await D.getByTestId('model-category-input').selectOption({ label: 'Booth models' });
  await D.getByTestId('model-price-input').fill('12.5');
  await D.getByTestId('model-images-input').setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: png(64, 48, [30, 90, 200]) });
  await expect(D.getByTestId('model-images-item')).toHaveCount(1);
  await D.getByTestId('model-submit').click();
  // publishing makes the web preview (glTF-Transform in a child process): seconds on a loaded machine
  await expect(D).toHaveURL(/\/personalCenter\/modelManagement$/, { timeout: 60_000 });
  const mine = await apiOk<{ listItem: Array<{ id: number; title: string; status: string }> }>(D.request, 'Modelcenter/modelList', {});
  const id = mine.listItem.find((m) => m.title === title)!.id;
  await expect(D.getByTestId(`model-mine-status-${id}`)).toHaveText('Waiting for review');

  // the admin approves it in the back office
  const adm = await signIn(demo.admin);
  const A = adm.page;
  await A.goto('/admin/models');
  await A.getByTestId(`admin-model-approve-${id}`).click();
  await A.getByTestId('review-ok').click();
  await expect(A.getByTestId(`admin-model-approve-${id}`)).toHaveCount(0, { timeout: 30_000 });

  // a business finds it by category and opens it
  const biz = await signIn(demo.business);
  const B = biz.page;
  await fund(B.request, demo.business.password, 10_000);
  await B.goto(`/modelCenter?category=booth&q=${encodeURIComponent(title.split(' ')[2]!)}`);
  const three = threeRequests(B);
  await B.getByTestId(`model-card-${id}`).getByText(title).click();
  await expect(B).toHaveURL(new RegExp(`/modelDetail\\?id=${id}$`));
  // its cover and View in 3D: three.js loads on the click, not with the page
  await expect(B.getByTestId('model-viewer-poster').getByRole('img', { name: title })).toBeVisible();
  await B.waitForLoadState('networkidle');
  expect(three).toEqual([]);
  await expect(B.locator('canvas')).toHaveCount(0);
  await B.getByTestId('model-viewer-open').click();
  await expect(B.getByTestId('model-viewer')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  expect(three.length).toBeGreaterThan(0);
  await expect(B.getByTestId('model-dimensions')).toContainText('m');

  // orbits it: the canvas shows the model and changes when dragged
  const before = await canvasColours(B);
  expect(before.colours).toBeGreaterThan(5);
  const box = (await B.getByTestId('model-canvas').boundingBox())!;
  await B.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await B.mouse.down();
  await B.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2 + 30, { steps: 10 });
  await B.mouse.up();
  const after = await canvasColours(B);
  expect(after.colours).toBeGreaterThan(5);
  expect(after.data).not.toBe(before.data);
  await B.getByTestId('model-reset').click();

  // buys it with the PIN and downloads it
  await expect(B.getByTestId('model-download')).toContainText('12.50');
  await B.getByTestId('model-download').click();
  await B.getByTestId('model-pin').fill(PIN);
  const download = B.waitForEvent('download');
  await B.locator('#model-buy-ok').click();
  expect((await download).suggestedFilename()).toMatch(/\.glb$/);
  await expect(B.getByTestId('model-bought')).toBeVisible();

  // favourites it and sees it in My Collection
  await B.getByTestId('model-fav').click();
  await expect(B.getByTestId('model-fav')).toHaveAttribute('data-fav', 'yes');
  await B.goto('/personalCenter/myCollection');
  await B.getByTestId('collection-tab-model').click();
  await expect(B.getByTestId(`model-card-${id}`)).toBeVisible();
});
