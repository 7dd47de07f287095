/* Test helpers for the catalogue tests: exhibition images uploaded through the API, venue and convention bodies. */
import { shanghaiDay, DAY_MS } from '@boothhub/shared';
import type { TestApp } from '../../../test/harness.js';
import { png, uploadedId } from '../files/files.fixtures.js';
import { ok, type Actor } from '../tasks/tasks.fixtures.js';

/** Upload a PNG of purpose `exhibition` as this member; returns its file id. */
export async function uploadImage(t: TestApp, a: Actor): Promise<string> {
  return uploadedId(a.agent, 'exhibition', 'cover.png', await png(64, 40), 'image/png');
}

/** A day relative to the server clock. */
export const dayFromNow = (t: TestApp, days: number) => shanghaiDay(new Date(t.app.ctx.now().getTime() + days * DAY_MS));

export const venueBody = (over: Record<string, unknown> = {}) => ({
  name: '测试会展中心',
  nameEn: 'Test Expo Center',
  city: '上海',
  address: '浦东新区测试路1号',
  addressEn: '1 Test Road, Pudong',
  descr: '测试场馆',
  halls: [
    { name: '1号馆', nameEn: 'Hall 1', plaza: 8000, sizes: 3000 },
    { name: '2号馆', nameEn: 'Hall 2', plaza: 12000, sizes: 2500 },
  ],
  ...over,
});

export async function createVenue(admin: Actor, over: Record<string, unknown> = {}): Promise<number> {
  return (await ok(admin.agent.call('Admin/venueSave', venueBody(over)))).id;
}

export const conventionBody = (t: TestApp, over: Record<string, unknown> = {}) => ({
  title: '国际汽车产业峰会',
  titleEn: 'International Auto Industry Summit',
  descr: '汽车行业年度大会',
  descrEn: 'The annual auto industry meeting',
  sizes: 800,
  contacter: '李经理',
  phone: '13912345678',
  sdate: dayFromNow(t, 10),
  edate: dayFromNow(t, 11),
  addrs: '上海浦东新区',
  content: '<p>议程</p>',
  city: '上海',
  industry: 'auto',
  submit: true,
  ...over,
});

/** Publish and approve a convention; returns its id. */
export async function approvedConvention(t: TestApp, publisher: Actor, admin: Actor, over: Record<string, unknown> = {}): Promise<number> {
  const { id } = await ok(publisher.agent.call('Article/huiyiPub', conventionBody(t, over)));
  await ok(admin.agent.call('Admin/huiyiReview', { id, approve: true }));
  return id;
}
