/* Test helpers for the exhibition tests: a world of members, uploads of exhibition images, entries in any state. */
import { DAY_MS, shanghaiDay } from '@boothhub/shared';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.js';
import { png, uploadedId } from '../files/files.fixtures.js';
import { actor, ok, type Actor } from '../tasks/tasks.fixtures.js';
import { exhibitionSearchVector } from './publish.service.js';
import * as repo from './exhibitions.repository.js';

export { actor, ok, type Actor };

export interface ExWorld {
  t: TestApp;
  business: Actor;
  other: Actor;
  designer: Actor;
  factory: Actor;
  admin: Actor;
}

export async function exWorld(t: TestApp): Promise<ExWorld> {
  return {
    t,
    business: await actor(t, 'business'),
    other: await actor(t, 'business'),
    designer: await actor(t, 'designer'),
    factory: await actor(t, 'factory'),
    admin: await actor(t, 'admin'),
  };
}

/** Upload an image of purpose `exhibition`; returns its id. */
export async function uploadImage(t: TestApp, a: Actor, w = 64, h = 48): Promise<string> {
  return uploadedId(a.agent, 'exhibition', 'cover.png', await png(w, h), 'image/png');
}

export const dayFromNow = (t: TestApp, days: number) => shanghaiDay(new Date(t.app.ctx.now().getTime() + days * DAY_MS));

/** A valid huizhanPub body relative to the server clock. */
export function pubBody(t: TestApp, over: Record<string, unknown> = {}) {
  return {
    submit: true,
    title: '上海国际汽车工业展览会',
    titleEn: 'Shanghai International Auto Show',
    industry: 'auto',
    city: '上海',
    address: '国家会展中心（上海）',
    sdate: dayFromNow(t, 30),
    edate: dayFromNow(t, 35),
    organiser: '中国汽车工业协会',
    area: 360_000,
    exhibitors: 1000,
    descr: '全球规模最大的车展之一。',
    content: '<p>展会介绍</p>',
    gallery: [],
    ...over,
  };
}

/** An exhibition published through the API and, unless `status` says otherwise, approved by the admin. */
export async function published(w: ExWorld, over: Record<string, unknown> = {}, status: 'draft' | 'pending' | 'approved' | 'rejected' = 'approved') {
  const { id } = await ok(w.business.agent.call('Article/huizhanPub', pubBody(w.t, { submit: status !== 'draft', ...over })));
  if (status === 'approved' || status === 'rejected')
    await ok(
      w.admin.agent.call('Admin/huizhanReview', { id, approve: status === 'approved', ...(status === 'rejected' ? { reason: '信息不完整' } : {}) }),
    );
  return id as number;
}

/** Rows straight in the database (list tests): approved unless said otherwise. */
export async function insertRow(
  t: TestApp,
  publisherId: number,
  f: {
    title: string;
    titleEn?: string;
    city?: string;
    industry?: string;
    area?: number;
    start: number;
    days?: number;
    status?: string;
    venueId?: number;
  },
) {
  const now = t.app.ctx.now();
  const fields = {
    title: f.title,
    titleEn: f.titleEn ?? null,
    descr: '',
    descrEn: null,
    organiser: '',
    organiserEn: null,
    city: f.city ?? '上海',
    address: '',
  };
  const row = await repo.insertExhibition(t.app.ctx.db, {
    ...fields,
    publisherId,
    industry: f.industry ?? 'auto',
    area: f.area ?? 10_000,
    venueId: f.venueId ?? null,
    sdate: dayFromNow(t, f.start),
    edate: dayFromNow(t, f.start + (f.days ?? 3) - 1),
    status: f.status ?? 'approved',
    createdAt: now,
    updatedAt: now,
    search: exhibitionSearchVector(fields),
  });
  return row.id;
}

export async function fails(p: Promise<{ status: number; body: any }>, status: number, code: string) {
  const res = await p;
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ success: false, errCode: 'failed', errorCode: code, data: null });
  expect(typeof res.body.errorMessage).toBe('string');
  return res.body;
}
