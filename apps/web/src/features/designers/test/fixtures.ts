import type { DataOf, designers } from '@boothhub/shared';

export type WorkItem = DataOf<typeof designers.worksList>['listItem'][number];

/** One of the designer's own works as Designer/worksList lists it, public, with three pictures (override what a test needs). */
export const workFixture = (patch: Partial<WorkItem> = {}): WorkItem => ({
  id: 9,
  title: 'Island stand',
  descr: '',
  category: 'booth',
  style: 'tech',
  exhibitionId: null,
  exhibition: null,
  cover: 'f1',
  coverUrl: '/api/Gallery/image/f1?w=480',
  pictureCount: 3,
  visibility: 'public',
  designer: { cardno: '20000002', nickname: 'Dee' },
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  mine: true,
  ...patch,
});
