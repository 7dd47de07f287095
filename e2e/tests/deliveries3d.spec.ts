import { demo, expect, screenshotDir, test } from '../fixtures';
import { apiOk, taskAt } from '../api-setup';
import { expectStatus } from '../task-pages';
import { boothGlb, canvasColours } from '../three-d';

/**
 * 3D deliveries (issue 10 item 7, decision 034): the selected designer delivers a glb on a task; the business, on a
 * 360 px phone, opens it with "View in 3D" in the model centre's viewer (the canvas is not blank). Until acceptance
 * the business streams only the preview the server made; the original is refused (DELIVERY_ORIGINAL_LOCKED).
 */
test.describe.configure({ timeout: 180_000 });

test('a designer delivers a glb on a task and the business views it in 3D', async ({ signIn }) => {
  const biz = await signIn(demo.business, 360);
  const des = await signIn(demo.designer);
  const taskId = await taskAt('in_progress', biz, des);

  // the designer delivers the glb on the delivery page, like any other file
  const D = des.page;
  await D.goto(`/uploadMyOrderDesign?id=${taskId}`);
  await D.getByTestId('deliver-note').fill('三维展台模型。The booth in 3D.');
  await D.getByTestId('deliver-files-input').setInputFiles([{ name: 'booth.glb', mimeType: 'model/gltf-binary', buffer: await boothGlb() }]);
  await expect(D.getByTestId('deliver-files-item')).toHaveCount(1);
  await D.getByTestId('deliver-submit').click();
  await expect(D).toHaveURL(new RegExp(`/orderDetail\\?id=${taskId}$`), { timeout: 60_000 });
  await expectStatus(D, 'delivered');

  // the business reviews the delivery on a phone and opens the model in the viewer
  const B = biz.page;
  await B.goto(`/orderDetail?id=${taskId}`);
  await expectStatus(B, 'delivered');
  await B.getByTestId('task-preview').click();
  const item = B.getByTestId('delivery-v1').getByTestId('delivery-model');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('booth.glb');
  await expect(item).toContainText('7,200 polygons');
  await item.getByTestId('delivery-view3d').click();
  const dialog = B.getByTestId('delivery-model-dialog');
  await expect(dialog.getByTestId('model-viewer')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await expect(dialog.getByTestId('model-dimensions')).toContainText('m');
  await expect(dialog).toContainText('original file is released when the design is accepted');
  const shown = await canvasColours(B);
  expect(shown.colours).toBeGreaterThan(5);
  await dialog.getByTestId('model-canvas').screenshot({ path: `${screenshotDir}delivery-3d-360.png` });
  await B.screenshot({ path: `${screenshotDir}delivery-3d-dialog-360.png` });
  // the page does not scroll sideways on a 360 px phone
  expect(await B.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // what the viewer loaded is the preview; the original stays locked until acceptance, then opens
  const file = (await apiOk(B.request, 'Taskcenter/showBusinesTask', { id: taskId })).newdoc.files[0];
  expect(file.url).toBeNull();
  expect((await B.request.get(file.model.preview)).status()).toBe(200);
  const locked = await B.request.get(file.model.original);
  expect(locked.status()).toBe(403);
  expect((await locked.json()).errorCode).toBe('DELIVERY_ORIGINAL_LOCKED');
  await apiOk(B.request, 'Taskcenter/businessAccept', { id: taskId });
  expect((await B.request.get(file.model.original)).status()).toBe(200);
});
