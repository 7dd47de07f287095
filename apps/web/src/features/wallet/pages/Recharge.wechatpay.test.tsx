import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messages, wallet, type DataOf } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import Recharge from './Recharge';

type Item = DataOf<typeof wallet.rechargeInfo>;

/** WeChat Pay on the top-up page: the order's code_url as a QR code, and the page updating itself once paid. */
const CODE_URL = 'weixin://wxpay/bizpayurl?pr=abc123XYZ';

function setup() {
  const api = fakeApi();
  logIn(api, memberFixture({ coins: 0 }));
  api.on(wallet.paymentInfo, { methods: ['wechatpay', 'bank'], sandbox: false });
  api.on(wallet.rechargeList, { listItem: [], total: 0, page: 1, pageSize: 10 });
  api.on(messages.unreadCount, { unread: 0 });
  api.on(wallet.recharge, (body) => ({
    id: 9,
    status: 'pending',
    reference: 'BHWXPAY0009',
    amount: body.amount,
    method: body.method,
    sandbox: false,
    dates: '2026-11-28T10:00:00.000Z',
    codeUrl: CODE_URL,
    expiresAt: '2026-11-28T10:30:00.000Z',
  }));
  let status: Item['status'] = 'pending';
  api.on(wallet.rechargeInfo, (body) => ({
    id: body.id,
    amount: 80_00,
    method: 'wechatpay',
    sandbox: false,
    status,
    reference: 'BHWXPAY0009',
    reason: null,
    dates: '2026-11-28T10:00:00.000Z',
    reviewedAt: null,
    tradeNo: status === 'paid' ? '4200000001' : null,
    flag: null,
    ...(status === 'pending' ? { codeUrl: CODE_URL } : {}),
  }));
  const view = renderPage(<Recharge />, { path: '/personalCenter/recharge' });
  return { api, ...view, pay: (s: Item['status']) => (status = s) };
}

describe('WeChat Pay top-up (/personalCenter/recharge)', () => {
  it('offers WeChat Pay with its hint, shows the QR code of the code_url, and shows the coins once the payment lands', async () => {
    const { api, user, pay } = setup();
    const option = await screen.findByTestId('recharge-method-wechatpay');
    expect(option.textContent).toContain('WeChat Pay');
    expect(option.querySelector('.bh-method-wechatpay[aria-hidden="true"] svg')).toBeTruthy();
    expect(option.textContent).toContain('Scan a QR code with WeChat');
    await user.type(screen.getByTestId('recharge-amount'), '80');
    await user.click(screen.getByTestId('recharge-submit'));
    const panel = await screen.findByTestId('wechatpay-panel');
    expect(panel.getAttribute('data-code-url')).toBe(CODE_URL);
    expect(panel.textContent).toContain('Pay 80.00 with WeChat');
    const qr = (await screen.findByTestId('wechatpay-qr')) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/png;base64,/);
    expect(api.sent(wallet.recharge)[0]?.body).toEqual({ amount: 80_00, method: 'wechatpay' });
    await waitFor(() => expect(api.sent(wallet.rechargeInfo).length).toBeGreaterThan(0));
    expect(screen.queryByTestId('recharge-done')).toBeNull();

    pay('paid');
    expect((await screen.findByTestId('recharge-done', {}, { timeout: 8_000 })).textContent).toBe('80.00 coins added to your wallet');
    expect(screen.queryByTestId('wechatpay-panel')).toBeNull();
  });

  it('an expired order says it was closed unpaid', async () => {
    const { user, pay } = setup();
    await user.type(await screen.findByTestId('recharge-amount'), '80');
    await user.click(screen.getByTestId('recharge-submit'));
    await screen.findByTestId('wechatpay-panel');
    pay('closed');
    expect((await screen.findByTestId('recharge-closed', {}, { timeout: 8_000 })).textContent).toContain('closed unpaid');
  });
});
