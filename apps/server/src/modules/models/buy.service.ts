import { commissionOf, formatCents } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { checkout } from '../checkout/checkout.service.js';
import { privateFileLink } from '../files/files.service.js';
import * as ledger from '../ledger/ledger.service.js';
import { tell } from '../messages/notify.service.js';
import { getSettings } from '../settings/settings.service.js';
import { assertMaySee, isPublic, mayDownloadFree } from './models.policy.js';
import * as repo from './models.repository.js';
import type { ModelRow } from './models.repository.js';

const invalid = (field: string, reason: string) => new AppError('VALIDATION_FAILED', { field, reason }, { field });

/**
 * Modelcenter/dnldModel. Free models, the owner, admins and buyers get a signed link at once. A paid model not yet
 * bought is bought first through the one checkout (modules/checkout: the price shown — required to buy —, the PIN, the
 * balance, one transaction, the ledger, the receipt): the purchase row is written (unique per buyer and model: of
 * racing buys one inserts, the others find it and charge nothing) and the price moves buyer → seller less the
 * commission → platform revenue; the seller is told.
 */
export async function downloadModel(ctx: AppContext, viewer: Viewer, body: { id: number; paycode?: string; price?: number }) {
  const m = await repo.findModel(ctx.db, body.id);
  let bought = Boolean(m && (await repo.findPurchase(ctx.db, viewer.id, body.id)));
  assertMaySee(m, viewer, bought);
  if (!mayDownloadFree(m, viewer, bought)) {
    if (!body.paycode) throw new AppError('MODEL_PAYCODE_REQUIRED', { price: formatCents(m.price) }, { field: 'paycode' });
    if (body.price === undefined) throw invalid('price', 'the price shown is required to buy');
    await buyModel(ctx, viewer, m, body.paycode, body.price);
    bought = true;
  }
  await repo.countDownload(ctx.db, m.id);
  const url = await privateFileLink(ctx, m.fileId);
  const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
  return { url, expiresAt: new Date(exp * 1000).toISOString(), bought };
}

function buyModel(ctx: AppContext, viewer: Viewer, m: ModelRow, paycode: string, shown: number) {
  const current = async (db: Db) => {
    const row = await repo.findModel(db, m.id);
    if (!row || !isPublic(row)) throw new AppError('MODEL_NOT_FOUND');
    return row;
  };
  return checkout(ctx, viewer, {
    call: 'Modelcenter/dnldModel',
    paycode,
    shown,
    priceChanged: 'MODEL_PRICE_CHANGED',
    look: async () => m,
    lock: current,
    fulfil: async (tx, model, now) => {
      const { commissionRate } = await getSettings(tx);
      const commission = commissionOf(model.price, commissionRate);
      const net = model.price - commission;
      const inserted = await repo.insertPurchase(tx, { buyerId: viewer.id, modelId: model.id, price: model.price, commission, createdAt: now });
      if (!inserted) return { result: null, charge: null };
      await tell(tx, ctx.live, model.ownerId, now, {
        kind: 'model.sold',
        zh: ['模型已售出', `您的模型“${model.title}”售出一份，收入 ${formatCents(net)} 金币。`],
        en: ['Model sold', `Your model “${model.title}” was bought; you received ${formatCents(net)} coins.`],
        link: '/personalCenter/modelManagement',
      });
      return {
        result: null,
        charge: {
          kind: 'model_sale',
          memo: `#${model.id} ${model.title}`,
          ref: `model:${model.id}`,
          to: [
            { account: ledger.available(model.ownerId), amount: net },
            { account: ledger.platformRevenue, amount: commission },
          ],
          receipt: {
            kind: 'model.bought',
            zh: ['模型已购买', `您以 ${formatCents(model.price)} 金币购买了模型“${model.title}”，可随时再次免费下载。`],
            en: ['Model bought', `You bought the model “${model.title}” for ${formatCents(model.price)} coins; download it again free at any time.`],
            link: `/modelDetail?id=${model.id}`,
          },
          recorded: (db, txId) => repo.setPurchaseTx(db, viewer.id, model.id, txId),
        },
      };
    },
  });
}
