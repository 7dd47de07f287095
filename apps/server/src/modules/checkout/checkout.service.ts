import { formatCents, spendsCoins, type ErrorCode } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import * as ledger from '../ledger/ledger.service.js';
import { tell, type NoticeText } from '../messages/notify.service.js';
import { verifyPaycode } from '../wallet/paycode.service.js';

/**
 * The one checkout (docs/rules/money.md#checkout, docs/decisions/071-one-checkout.md): every purchase a member pays
 * with coins — a task's budget, a service package, a 3D model — goes through `checkout`, in this order:
 *
 * 1. `look` on the call's database: the refusals that need no PIN (so a PIN try is spent only on something that can be
 *    bought), the price shown to the buyer against the price now (the sale's `priceChanged` code with the new price),
 *    and the buyer's available coins against it (INSUFFICIENT_BALANCE, details `{needed}` in cents);
 * 2. the payment PIN (wallet's verifyPaycode, counted before the transaction opens);
 * 3. ONE transaction: `lock` re-reads the item under its row lock and the price is checked again (it may have changed
 *    while the PIN was checked); `fulfil` makes the purchase's own writes (the task, the order, the purchase row) and
 *    says where the price goes; the ledger posting takes it from the buyer's available coins (locked, re-checked:
 *    INSUFFICIENT_BALANCE with `needed` rolls everything back); the buyer gets the receipt message.
 *
 * The Idempotency-Key is the platform's (platform/idempotency.ts): the three calls are in shared `SPENDS_COINS`, so
 * none runs without a key, and the whole call — PIN try, transaction, answer — is one keyed attempt. `checkout`
 * refuses to run for a call that is not in that list.
 */
export interface Priced {
  /** cents */
  price: number;
}

/** Where the price goes, and what the buyer is told. */
export interface Charge {
  /** the ledger transaction's kind, memo and ref (e.g. task_pay, `#12 title`, `task:12`) */
  kind: string;
  memo: string;
  ref: string;
  /** the accounts credited: their amounts sum to the price, which is debited from the buyer's available coins */
  to: ledger.Leg[];
  /** the receipt message to the buyer (in their message centre, live) */
  receipt: NoticeText;
  /** after the posting, with its ledger transaction id (e.g. a purchase row keeps it) */
  recorded?: (tx: Db, ledgerTxId: number) => Promise<void>;
}

export interface Sale<Item extends Priced, Result> {
  /** the call (its contract's path): must be one of shared SPENDS_COINS, i.e. refuse to run without an Idempotency-Key */
  call: string;
  /** the payment PIN the buyer typed */
  paycode: string;
  /** the price (cents) the buyer was shown: required, never charged otherwise */
  shown: number;
  /** the refusal when the price now is not the one shown; its `price` parameter says the new price in coins */
  priceChanged: ErrorCode;
  /** the item as it is now, refused if it cannot be bought (no lock: before the PIN) */
  look: (db: Db) => Promise<Item>;
  /** the item under its row lock in the checkout's transaction, refused if it can no longer be bought */
  lock: (tx: Db) => Promise<Item>;
  /**
   * The purchase's own writes in the checkout's transaction. `charge` null: nothing to pay (a racing copy of the same
   * purchase was charged already); the result is answered all the same.
   */
  fulfil: (tx: Db, item: Item, now: Date) => Promise<{ result: Result; charge: Charge | null }>;
}

function assertShown<Item extends Priced>(sale: Sale<Item, unknown>, item: Item) {
  // never charge a price the buyer was not shown
  if (item.price !== sale.shown) throw new AppError(sale.priceChanged, { price: formatCents(item.price) });
}

/** What the buyer still needs (cents) to pay `price`, 0 when they have enough. */
export async function neededFor(db: Db, buyerId: number, price: number): Promise<number> {
  return Math.max(0, price - (await ledger.balanceOf(db, ledger.available(buyerId))));
}

export async function checkout<Item extends Priced, Result>(ctx: AppContext, buyer: Viewer, sale: Sale<Item, Result>): Promise<Result> {
  if (!spendsCoins(sale.call)) throw new Error(`checkout: ${sale.call} is not in SPENDS_COINS (it would run without an Idempotency-Key)`);
  if (!Number.isSafeInteger(sale.shown) || sale.shown < 0) throw new Error(`checkout: the shown price must be cents, got ${sale.shown}`);
  assertShown(sale, await sale.look(ctx.db));
  const needed = await neededFor(ctx.db, buyer.id, sale.shown);
  if (needed > 0) throw ledger.insufficient(needed);
  await verifyPaycode(ctx, buyer.id, sale.paycode);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const item = await sale.lock(tx);
    assertShown(sale, item);
    const { result, charge } = await sale.fulfil(tx, item, now);
    if (charge) {
      const credited = charge.to.reduce((s, l) => s + l.amount, 0);
      if (credited !== item.price) throw new Error(`checkout ${charge.kind}: ${credited} credited for a price of ${item.price}`);
      const txId =
        item.price > 0
          ? await ledger.post(tx, {
              kind: charge.kind,
              memo: charge.memo,
              ref: charge.ref,
              now,
              legs: [{ account: ledger.available(buyer.id), amount: -item.price }, ...charge.to],
            })
          : null;
      if (txId !== null) await charge.recorded?.(tx, txId);
      await tell(tx, ctx.live, buyer.id, now, charge.receipt);
    }
    return result;
  });
}
