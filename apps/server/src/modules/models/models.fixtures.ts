/* Test helpers for the model centre: uploads of model files and preview images, a model driven to a state. */
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.js';
import { png } from '../files/files.fixtures.js';
import { ok, type Actor } from '../tasks/tasks.fixtures.js';
import { boxGlb } from '../../lib/glb-shapes.js';

/** Upload through File/upload; returns the answer (status and body). */
export async function uploadRaw(
  t: TestApp,
  a: Actor,
  purpose: string,
  filename: string,
  content: Buffer | Uint8Array,
  type = 'application/octet-stream',
) {
  const res = await a.agent.upload(purpose, filename, content, type);
  return { status: res.status, body: res.body };
}

export async function uploadFile(t: TestApp, a: Actor, purpose: string, filename: string, content: Buffer | Uint8Array) {
  const res = await uploadRaw(t, a, purpose, filename, content);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.fileId as string;
}

/** A valid uploadModel body with a fresh glb and one preview image of `a`. */
export async function modelBody(t: TestApp, a: Actor, over: Record<string, unknown> = {}) {
  const fileId = await uploadFile(t, a, 'model', 'booth.glb', await boxGlb(3, 2.5, 2));
  const image = await uploadFile(t, a, 'preview', 'shot.png', await png(64, 48));
  return {
    title: '科技感展台 Tech booth shell',
    category: 'booth',
    style: 'tech',
    tags: ['展台', 'booth'],
    descr: '3×2 m 科技感展台外壳。',
    price: 0,
    licence: '个人及商业项目可用',
    fileId,
    images: [image],
    ...over,
  };
}

/** A model of `a` uploaded (pending) and, unless `approve` is false, approved by `admin`. */
export async function modelOf(t: TestApp, a: Actor, admin: Actor, over: Record<string, unknown> = {}, approve = true): Promise<number> {
  const { id } = await ok(a.agent.call('Modelcenter/uploadModel', await modelBody(t, a, over)));
  if (approve) await ok(admin.agent.call('Admin/modelReview', { id, approve: true }));
  return id as number;
}
