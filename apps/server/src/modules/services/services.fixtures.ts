/* Test helpers for service packages: a package body with a cover, a published package, a purchase body. */
import { DAY_MS, shanghaiDay as day } from '@boothhub/shared';
import type { TestApp } from '../../../test/harness.js';
import { png } from '../files/files.fixtures.js';
import { uploadFile } from '../models/models.fixtures.js';
import { ok, PIN, type Actor } from '../tasks/tasks.fixtures.js';

/** A valid Service/servicePub body of `a`, with a fresh cover image (purpose preview). */
export async function serviceBody(t: TestApp, a: Actor, over: Record<string, unknown> = {}) {
  const cover = await uploadFile(t, a, 'preview', 'cover.png', await png(64, 48));
  return {
    title: '36㎡ 岛型展台 3 张效果图 island booth',
    descr: '四面开口岛型展台，3 张效果图与平面图。Three renderings and a plan.',
    category: 'booth',
    style: 'modern',
    plaza: 36,
    opens: 4,
    days: 5,
    revisions: 2,
    deliverables: ['rendering', 'plan'],
    price: 300_000,
    cover,
    ...over,
  };
}

/** A package of designer `a`, published through the API; returns its id. */
export async function serviceOf(t: TestApp, a: Actor, over: Record<string, unknown> = {}): Promise<number> {
  return (await ok(a.agent.call('Service/servicePub', await serviceBody(t, a, over)))).id as number;
}

/** A valid Service/serviceBuy body for a package shown at `price`. */
export function buyBody(t: TestApp, id: number, price: number, over: Record<string, unknown> = {}) {
  const now = t.app.ctx.now();
  return {
    id,
    paycode: PIN,
    price,
    addr: '上海 国家会展中心 7.1 馆',
    sdate: day(new Date(now.getTime() + 30 * DAY_MS)),
    edate: day(new Date(now.getTime() + 33 * DAY_MS)),
    tips: '突出新品，需要洽谈区。',
    conts: { name: '王经理', phone: '13912345678' },
    ...over,
  };
}
