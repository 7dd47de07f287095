import type { z } from 'zod';
import type { services as contract } from '@boothhub/shared';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { findMemberById } from '../accounts/members.service.js';
import { checkout } from '../checkout/checkout.service.js';
import { createAssignedTask, escrowFunding, taskReceipts } from '../tasks/tasks.service.js';
import { assertMayBuy } from './services.policy.js';
import * as repo from './services.repository.js';

type BuyBody = z.output<(typeof contract)['serviceBuy']['body']>;

const invalid = (field: string, reason: string) => new AppError('VALIDATION_FAILED', { field, reason }, { field });

/**
 * Service/serviceBuy (docs/rules/services.md#buying) through the one checkout (modules/checkout: the price shown, the
 * PIN, the balance, one transaction, the ledger, the receipt). The refusals that need no PIN come first (so a try is
 * spent only on a package that can be bought); in the checkout's transaction, holding the package's row lock, the
 * package is re-read (paused or deleted meanwhile, a price other than the one shown: SERVICE_PRICE_CHANGED), a task is
 * created already assigned to its designer (tasks.service createAssignedTask), the price goes into its escrow
 * (INSUFFICIENT_BALANCE rolls it all back) and the package's sale is counted. Every purchase with a new key is a new
 * task: buying the same package again is a second order, as on any gig marketplace.
 */
export async function buyService(ctx: AppContext, viewer: Viewer, body: BuyBody) {
  return checkout(ctx, viewer, {
    call: 'Service/serviceBuy',
    paycode: body.paycode,
    shown: body.price,
    priceChanged: 'SERVICE_PRICE_CHANGED',
    look: async (db) => {
      const found = await repo.findService(db, body.id);
      // a paused package is not hidden here: the buyer was shown it, and is told it is paused (SERVICE_PAUSED)
      if (!found) throw new AppError('SERVICE_NOT_FOUND');
      assertMayBuy(found.s, viewer);
      if (body.sdate > body.edate) throw invalid('edate', 'must not be before sdate');
      return found.s;
    },
    lock: async (tx) => {
      const s = await repo.lockService(tx, body.id);
      if (!s) throw new AppError('SERVICE_NOT_FOUND');
      assertMayBuy(s, viewer);
      return s;
    },
    fulfil: async (tx, s, now) => {
      const buyer = await findMemberById(tx, viewer.id);
      const task = await createAssignedTask(
        tx,
        ctx,
        {
          publisherId: viewer.id,
          designerId: s.designerId,
          buyerName: buyer?.nickname || viewer.cardno,
          serviceId: s.id,
          title: s.title,
          types: s.category,
          style: s.style,
          plaza: s.plaza,
          opens: s.opens,
          days: s.days,
          deliverables: s.deliverables,
          cost: s.price,
          addr: body.addr,
          sdate: body.sdate,
          edate: body.edate,
          tips: body.tips,
          conts: body.conts,
        },
        now,
      );
      await repo.countSale(tx, s.id);
      return {
        result: { taskId: task.id, status: 'in_progress' as const },
        charge: { ...escrowFunding(task), receipt: taskReceipts.serviceBought(task) },
      };
    },
  });
}
