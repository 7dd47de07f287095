import { daysAfter, endOfShanghaiDay, shanghaiDay } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { getSettings } from '../settings/settings.service.js';
import { orbit } from './tasks.machine.js';
import { notices } from './tasks.notices.js';
import { cityOf, taskSearchVector } from './publish.service.js';
import * as repo from './tasks.repository.js';
import type { TaskRow } from './tasks.repository.js';

/** A task bought as a service package (docs/rules/services.md#buying): what the package and the buyer's brief say. */
export interface AssignedTask {
  publisherId: number;
  designerId: number;
  /** the buyer's name for the designer's message */
  buyerName: string;
  serviceId: number;
  title: string;
  types: string;
  style: string;
  plaza: number;
  opens: number;
  /** days from now to the design's due date (the end of that day in Asia/Shanghai) */
  days: number;
  deliverables: string[];
  cost: number;
  addr: string;
  sdate: string;
  edate: string;
  tips: string;
  conts: { name: string; phone: string };
}

/**
 * A task that starts assigned (a bought service package), inside the CALLER's transaction: the row in progress with
 * its designer selected, the commission rate in force fixed on it, the designer's signup marked selected (so the
 * task is in their task list like any other), one orbit entry and the designer's message. The caller's checkout
 * (modules/checkout) then moves the price into the task's escrow (`escrowFunding`, as paying a task does;
 * INSUFFICIENT_BALANCE rolls everything back). From here the normal flow applies: deliver, revise, accept, complain.
 */
export async function createAssignedTask(db: Db, ctx: Pick<AppContext, 'live'>, a: AssignedTask, now: Date): Promise<TaskRow> {
  const { commissionRate } = await getSettings(db);
  const city = cityOf(a.addr);
  const rdate = endOfShanghaiDay(shanghaiDay(daysAfter(now, a.days)));
  const tips = a.tips;
  const task = await repo.insertTask(db, {
    publisherId: a.publisherId,
    designerId: a.designerId,
    serviceId: a.serviceId,
    title: a.title,
    types: a.types,
    plaza: a.plaza,
    sizes: `${a.plaza} m²`,
    opens: a.opens,
    layer: 1,
    style: a.style,
    addr: a.addr,
    city,
    sdate: a.sdate,
    edate: a.edate,
    rdate,
    deliverables: [...new Set(a.deliverables)],
    tips,
    cost: a.cost,
    conts: a.conts,
    attach: [],
    status: 'in_progress',
    commissionRate,
    paidAt: now,
    selectedAt: now,
    createdAt: now,
    updatedAt: now,
    search: taskSearchVector({ title: a.title, tips, addr: a.addr, city }),
  });
  await repo.insertSignup(db, {
    taskId: task.id,
    designerId: a.designerId,
    message: a.title,
    days: a.days,
    quote: a.cost,
    status: 'selected',
    createdAt: now,
    updatedAt: now,
  });
  await orbit(db, task.id, { actorId: a.publisherId, action: 'buy_service', from: null, to: 'in_progress', now });
  await notices.serviceBought(db, ctx, task, a.buyerName, now);
  return task;
}
