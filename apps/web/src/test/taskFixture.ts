import type { DataOf, tasks } from '@boothhub/shared';

/** A task as Taskcenter/showBusinesTask details it (override what a test needs). */
export function taskFixture(patch: Partial<tasks.TaskDetail> = {}): tasks.TaskDetail {
  return {
    id: 42,
    cardno: '10000001',
    nickname: 'Tester',
    title: 'Booth for the auto show',
    types: 'booth',
    plaza: 36,
    sizes: '6×6 m',
    opens: 3,
    layer: 2,
    style: 'tech',
    addr: '北京 中国国际展览中心',
    city: '北京',
    groupid: null,
    sdate: '2027-03-01',
    edate: '2027-03-05',
    rdate: '2027-02-20T15:59:59.999Z',
    tasks: ['rendering'],
    tips: '',
    cost: 1_200_000,
    status: 'unpaid',
    dates: '2026-11-20T08:00:00.000Z',
    times: '2026-11-20T08:00:00.000Z',
    signups: 0,
    designer: null,
    conts: { name: 'Li', phone: '13800000002' },
    attach: [],
    designerName: null,
    revisions: 0,
    autoAcceptAt: null,
    commissionRate: null,
    serviceId: null,
    ...patch,
  };
}

type Delivery = NonNullable<DataOf<typeof tasks.showBusinesTask>['newdoc']>;

/**
 * A delivered task as Taskcenter/showBusinesTask shows it to its publisher: its one delivery (`newdoc`, the first
 * version) is also the whole list of deliveries (override what a test needs).
 */
export function deliveredShowFixture(
  newdoc: Delivery,
  patch: Partial<DataOf<typeof tasks.showBusinesTask>> = {},
  task: Partial<tasks.TaskDetail> = {},
): DataOf<typeof tasks.showBusinesTask> {
  return {
    detail: taskFixture({ status: 'delivered', ...task }),
    orbits: [],
    newdoc,
    deliveries: [newdoc],
    mySignup: null,
    relation: 'publisher',
    fav: false,
    ...patch,
  };
}
