/* The refund tests' world (refund.test.ts, refund.race.test.ts): the Alipay and WeChat Pay stand-ins, an app configured for both, an admin, and the helpers. */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { freePort } from '../../../test/server-process.js';
import type { AlipayStandin } from '../../dev/alipay-standin.js';
import type { WechatPayStandin } from '../../dev/wechatpay-standin.js';
import * as ledger from '../ledger/ledger.service.js';
import { alipayStandinFor } from './alipay.fixtures.js';
import { who, type Who } from './wallet.fixtures.js';
import { wechatPayStandinFor } from './wechatpay.fixtures.js';

const ALIPAY_APP_ID = '2021000122600077';
const MERCHANT = {
  mchid: '1900000177',
  appId: 'wxrefundtest000001',
  serial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E7',
  apiv3Key: 'wxpay-refund-test-apiv3-key-0123',
};
export const MINUTE = 60_000;
export const METRICS_TOKEN = 'refund-test-metrics-token-0001';

export let ali: AlipayStandin;
export let wx: WechatPayStandin;
export let t: TestApp;
export let admin: Who;
export const db = () => t.app.ctx.db;
export const available = (m: Who) => ledger.balanceOf(db(), ledger.available(m.id));
export const held = (refundId: number, m: Who) => ledger.balanceOf(db(), ledger.refundHold(m.id, refundId));
export const cash = () => ledger.balanceOf(db(), ledger.platformCash);
export const rows = (r: unknown) => (r as { rows: Array<Record<string, unknown>> }).rows;
export const refundRows = async () => Number(rows(await db().execute(sql`select count(*)::int n from topup_refunds`))[0]!.n);

/** start the stand-ins and the app (a beforeAll) */
export async function startRefundWorld() {
  const alipay = await alipayStandinFor(ALIPAY_APP_ID);
  ali = alipay.ali;
  const wechatPay = await wechatPayStandinFor(MERCHANT);
  wx = wechatPay.wx;
  const port = await freePort();
  t = await createTestApp({
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...alipay.env,
    ...wechatPay.env,
    METRICS_TOKEN,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  admin = await who(t, { role: 'admin' });
}
export async function stopRefundWorld() {
  await t?.close();
  await ali?.close();
  await wx?.close();
}

export interface Paid {
  id: number;
  reference: string;
}

/** a top-up paid at Alipay: the member opens Alipay's page and pays, the notification credits it */
export async function paidWithAlipay(m: Who, amount: number): Promise<Paid> {
  const r = (await m.agent.call('Wallet/recharge', { amount, method: 'alipay' })).body.data as Paid & { payUrl: string };
  expect((await fetch(r.payUrl)).status).toBe(200);
  await ali.pay(r.reference);
  await ali.idle();
  expect((await m.agent.call('Wallet/rechargeInfo', { id: r.id })).body.data.status).toBe('paid');
  return r;
}

/** a top-up paid with WeChat Pay: the member scans the QR code, the notification credits it */
export async function paidWithWechat(m: Who, amount: number): Promise<Paid> {
  const r = (await m.agent.call('Wallet/recharge', { amount, method: 'wechatpay' })).body.data as Paid & { codeUrl: string };
  await wx.scan(r.codeUrl);
  expect((await m.agent.call('Wallet/rechargeInfo', { id: r.id })).body.data.status).toBe('paid');
  return r;
}

export const refund = (id: number, amount: number, headers: Record<string, string> = {}, by: Who = admin) =>
  by.agent.call('Admin/rechargeRefund', { id, amount, reason: 'the member asked for the unspent coins back' }, headers);
export const refundsOf = async (id: number) => (await admin.agent.call('Admin/rechargeRefunds', { id })).body.data;
export const bills = async (m: Who) =>
  (await m.agent.call('Bills/transaction', { page: 1, pageSize: 20 })).body.data.listItem as Array<Record<string, unknown>>;
