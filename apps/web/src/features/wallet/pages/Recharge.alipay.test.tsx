import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { wallet, type DataOf } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import Recharge from './Recharge';

type Item = DataOf<typeof wallet.rechargeInfo>;

/** Alipay on the top-up page: sent to Alipay's signed page, and back to "checking your payment" until it lands. */
const PAY_URL = 'https://openapi.alipay.com/gateway.do?method=alipay.trade.page.pay&sign=abc';

function setup(url = '/personalCenter/recharge') {
  const api = fakeApi();
  logIn(api, memberFixture({ coins: 0 }));
  api.on(wallet.paymentInfo, { methods: ['alipay', 'bank'], sandbox: false });
  api.on(wallet.rechargeList, { listItem: [], total: 0, page: 1, pageSize: 10 });
  api.on(wallet.recharge, (body) => ({
    id: 12,
    status: 'pending',
    reference: 'BHALIPAY0012',
    amount: body.amount,
    method: body.method,
    sandbox: false,
    dates: '2026-11-28T10:00:00.000Z',
    payUrl: PAY_URL,
    expiresAt: '2026-11-28T10:30:00.000Z',
  }));
  let status: Item['status'] = 'pending';
  api.on(wallet.rechargeInfo, (body) => ({
    id: body.id,
    amount: 120_00,
    method: 'alipay',
    sandbox: false,
    status,
    reference: 'BHALIPAY0012',
    reason: null,
    dates: '2026-11-28T10:00:00.000Z',
    reviewedAt: null,
    tradeNo: status === 'paid' ? '2026112822001400000001' : null,
    flag: null,
    ...(status === 'pending' ? { payUrl: PAY_URL } : {}),
  }));
  const view = renderPage(<Recharge />, { path: '/personalCenter/recharge', url });
  return { api, ...view, pay: (s: Item['status']) => (status = s) };
}

afterEach(() => vi.unstubAllGlobals());

describe('Alipay top-up (/personalCenter/recharge)', () => {
  it("offers Alipay with its hint and sends the member to Alipay's page with the amount and their device", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { api, user } = setup();
    const option = await screen.findByTestId('recharge-method-alipay');
    expect(option.textContent).toContain('Alipay');
    // with Alipay's mark, decorative beside the name
    expect(option.querySelector('.bh-method-alipay[aria-hidden="true"] svg')).toBeTruthy();
    expect(option.textContent).toContain("Pay on Alipay's page");
    await user.type(screen.getByTestId('recharge-amount'), '120');
    await user.click(screen.getByTestId('recharge-submit'));
    expect((await screen.findByTestId('alipay-opening')).textContent).toContain('Opening Alipay to pay 120.00');
    expect(screen.getByTestId('alipay-open').getAttribute('href')).toBe(PAY_URL);
    const sent = api.sent(wallet.recharge)[0]?.body as { amount: number; method: string; device: string };
    expect(sent).toMatchObject({ amount: 120_00, method: 'alipay' });
    expect(['desktop', 'phone']).toContain(sent.device);
    expect(assign).toHaveBeenCalledWith(PAY_URL);
  });

  it('sent by a checkout: the amount still needed is filled in, and the way back goes to Alipay so that it comes back', async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    const { api, user } = setup(`/personalCenter/recharge?need=4550&return=${encodeURIComponent('/taskcenter/pay?id=7')}`);
    expect((await screen.findByTestId('recharge-amount')).getAttribute('value')).toBe('45.50');
    await user.click(screen.getByTestId('recharge-submit'));
    await screen.findByTestId('alipay-opening');
    expect(api.sent(wallet.recharge)[0]?.body).toMatchObject({ amount: 45_50, method: 'alipay', back: '/taskcenter/pay?id=7' });
  });

  it('back from Alipay with the way back: once paid, the button back to the purchase', async () => {
    const { pay } = setup(`/personalCenter/recharge?topup=12&return=${encodeURIComponent('/taskcenter/pay?id=7')}`);
    await screen.findByTestId('alipay-checking');
    pay('paid');
    await screen.findByTestId('recharge-done', {}, { timeout: 8_000 });
    expect(screen.getByTestId('recharge-return').getAttribute('href')).toBe('/taskcenter/pay?id=7');
  });

  it('back from Alipay: checking the payment until it lands, then the coins added', async () => {
    const { api, pay } = setup('/personalCenter/recharge?topup=12');
    expect((await screen.findByTestId('alipay-checking')).textContent).toContain('Checking your payment with Alipay');
    expect(screen.queryByTestId('recharge-submit')).toBeNull();
    expect(api.sent(wallet.rechargeInfo)[0]?.body).toEqual({ id: 12 });
    pay('paid');
    expect((await screen.findByTestId('recharge-done', {}, { timeout: 8_000 })).textContent).toBe('120.00 coins added to your wallet');
  });

  it('back from Alipay without paying, after the order expired: closed unpaid', async () => {
    const { pay } = setup('/personalCenter/recharge?topup=12');
    await screen.findByTestId('alipay-checking');
    pay('closed');
    expect((await screen.findByTestId('recharge-closed', {}, { timeout: 8_000 })).textContent).toContain('closed unpaid');
  });
});
