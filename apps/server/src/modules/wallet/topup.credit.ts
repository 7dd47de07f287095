import { randomInt } from 'node:crypto';
import { formatCents } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext } from '../../platform/context.js';
import { crashPoint } from '../../platform/crash-points.js';
import * as ledger from '../ledger/ledger.service.js';
import { tell } from '../messages/notify.service.js';
import * as repo from './wallet.repository.js';

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** a top-up's reference: written on a bank transfer, a gateway's out_trade_no (unique; 12 characters) */
const newReference = () => `BH${Array.from({ length: 10 }, () => REF_ALPHABET[randomInt(0, REF_ALPHABET.length)]).join('')}`;

/** a new pending top-up with a fresh reference (a gateway's also has its expiry) */
export const insertPending = (db: Db, memberId: number, amount: number, method: string, now: Date, expiresAt?: Date) =>
  repo.insertRecharge(db, { memberId, amount, method, status: 'pending', reference: newReference(), createdAt: now, expiresAt });

/** each method's ledger kind (bills label them), memo and the member's notice */
const methodMemo: Record<string, { kind: string; label: string; zh: string; en: string }> = {
  sandbox: {
    kind: 'recharge_sandbox',
    label: 'Sandbox top-up (test money)',
    zh: '沙箱充值到账（测试金币）',
    en: 'Sandbox top-up credited (test money)',
  },
  bank: { kind: 'recharge', label: 'Bank transfer top-up', zh: '充值已到账', en: 'Top-up credited' },
  alipay: { kind: 'recharge_alipay', label: 'Alipay top-up', zh: '支付宝充值已到账', en: 'Alipay top-up credited' },
  wechatpay: { kind: 'recharge_wechatpay', label: 'WeChat Pay top-up', zh: '微信支付充值已到账', en: 'WeChat Pay top-up credited' },
};

/**
 * Credit a pending top-up: pending → paid and platform cash → the member's
 * available coins, in one transaction. STATE_CONFLICT when it is no longer
 * pending (e.g. two admins confirming at once: exactly one credits). A
 * gateway's payment keeps the provider's trade number (`tradeNo`); the ledger's
 * unique `recharge:<id>` reference refuses a second credit whatever happens.
 */
export async function creditRecharge(ctx: AppContext, db: Db, id: number, reviewerId: number | null, tradeNo?: string): Promise<repo.RechargeRow> {
  const now = ctx.now();
  return db.transaction(async (tx) => {
    const row = await repo.settleRecharge(tx, id, { status: 'paid', reviewedBy: reviewerId, reviewedAt: now, providerTradeNo: tradeNo });
    if (!row) throw await conflict(tx, id);
    const m = methodMemo[row.method] ?? methodMemo.bank!;
    await ledger.transfer(tx, ledger.platformCash, ledger.available(row.memberId), Number(row.amount), {
      kind: m.kind,
      memo: `${m.label} ${row.reference}${tradeNo ? ` (trade ${tradeNo})` : ''}`,
      ref: `recharge:${row.id}`,
      now,
    });
    await crashPoint('recharge-review');
    await tell(tx, ctx.live, row.memberId, now, {
      kind: 'recharge.paid',
      zh: [m.zh, `${formatCents(Number(row.amount))} 金币已存入您的账户（${row.reference}）。`],
      en: [m.en, `${formatCents(Number(row.amount))} coins were added to your wallet (${row.reference}).`],
      link: '/personalCenter/tradeManagement',
    });
    return row;
  });
}

/** why a top-up cannot move: it moved already (STATE_CONFLICT with its state) or does not exist */
export async function conflict(db: Db, id: number): Promise<AppError> {
  const current = await repo.findRecharge(db, id);
  return current ? new AppError('STATE_CONFLICT', { state: current.status }) : new AppError('RECHARGE_NOT_FOUND');
}
