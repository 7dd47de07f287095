/* Test helpers for factories and build quotes: factories with a profile, a completed task, a request. */
import type { FactoryCapability } from '@boothhub/shared/contracts/factories';
import type { TestApp } from '../../../test/harness.js';
import { png, uploadedId } from '../files/files.fixtures.js';
import { actor, ok, taskIn, type Actor, type World } from '../tasks/tasks.fixtures.js';

/** Upload an image of purpose `factory` through File/upload; returns its id. */
export async function uploadFactoryImage(t: TestApp, a: Actor): Promise<string> {
  return uploadedId(a.agent, 'factory', 'booth.png', await png(64, 48), 'image/png');
}

let n = 0;
export function profileBody(over: Record<string, unknown> = {}) {
  n += 1;
  return {
    companyName: `上海匠心展览工程 ${n} 号厂`,
    companyNameEn: `Jiangxin Exhibition Works ${n}`,
    city: '上海',
    capabilities: ['structure', 'printing'] as FactoryCapability[],
    workshopArea: 5000,
    annualCapacity: 200,
    descr: '特装展台搭建，自有木作工厂。Custom stand builds with our own joinery.',
    certificates: [] as string[],
    photos: [] as string[],
    ...over,
  };
}

/** A factory member with a saved profile (and one photo). */
export async function factory(t: TestApp, over: Record<string, unknown> = {}): Promise<Actor> {
  const a = await actor(t, 'factory');
  const photo = await uploadFactoryImage(t, a);
  await ok(a.agent.call('Factory/profileSave', profileBody({ photos: [photo], ...over })));
  return a;
}

/** A deadline `days` after the server clock. */
export const deadlineIn = (t: TestApp, days: number) => new Date(t.app.ctx.now().getTime() + days * 86_400_000).toISOString();

/** A completed task of the world's publisher sent out for quotes to these factories; answers the request id and task id. */
export async function requestFor(w: World, factories: Actor[], over: Record<string, unknown> = {}) {
  const taskId = await taskIn(w, 'completed');
  const { id } = await ok(
    w.publisher.agent.call('Quote/requestCreate', {
      taskId,
      factories: factories.map((f) => f.cardno),
      capabilities: ['structure'],
      notes: '开展前三天完成搭建。',
      deadline: deadlineIn(w.t, 7),
      ...over,
    }),
  );
  return { id: id as number, taskId };
}

export const quoteBody = (id: number, price = 12_000_000) => ({
  id,
  price,
  buildDays: 3,
  schedule: '进场 3 天，开展前一天验收。',
  notes: '含运输。',
});
