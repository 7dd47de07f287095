/* Test helpers for the designers tests: uploads of work images and works made through the API. */
import type { TestApp } from '../../../test/harness.js';
import { png, uploadedId } from '../files/files.fixtures.js';
import { actor, ok, type Actor } from '../tasks/tasks.fixtures.js';

export { actor, ok, type Actor };

/** Upload an image of purpose `work`; returns its id. */
export async function uploadWorkImage(t: TestApp, a: Actor, w = 64, h = 48): Promise<string> {
  return uploadedId(a.agent, 'work', 'work.png', await png(w, h), 'image/png');
}

export const workBody = (images: string[], over: Record<string, unknown> = {}) => ({
  title: '新能源汽车岛型展台',
  descr: '从概念到施工图。',
  category: 'booth',
  style: 'tech',
  images,
  ...over,
});

/** A work of `a` made through the API (two images unless said). */
export async function workOf(t: TestApp, a: Actor, over: Record<string, unknown> = {}, n = 2) {
  const images: string[] = [];
  for (let i = 0; i < n; i++) images.push(await uploadWorkImage(t, a));
  return ok(a.agent.call('Designer/uploadWorks', workBody(images, over)));
}
