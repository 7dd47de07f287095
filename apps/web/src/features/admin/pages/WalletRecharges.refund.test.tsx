import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { wallet, type DataOf } from '@boothhub/shared';
import { fakeApi, refuse } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import WalletRecharges from './WalletRecharges';

type Recharge = DataOf<typeof wallet.adminRechargeList>['listItem'][number];
type Refund = DataOf<typeof wallet.adminRechargeRefund>;

const page = <R,>(rows: R[]) => ({ listItem: rows, total: rows.length, page: 1, pageSize: 20 });

/** a paid Alipay top-up of 50.00 coins, 20.00 refunded, 30.00 refundable now */
const paid: Recharge = {
  id: 7,
  amount: 5_000,
  method: 'alipay',
  sandbox: false,
  status: 'paid',
  reference: 'BHALIPAY0007',
  reason: null,
  dates: '2026-11-20T10:00:00.000Z',
  reviewedAt: '2026-11-20T10:01:00.000Z',
  reviewer: null,
  tradeNo: '2026112022001400001',
  flag: null,
  refunded: 2_000,
  refundable: 3_000,
  cardno: '20000001',
  nickname: 'Zhang',
  mobile: '13800000001',
};
const refunded: Refund = {
  id: 2,
  rechargeId: 7,
  amount: 3_000,
  method: 'alipay',
  status: 'succeeded',
  outRefundNo: 'BHALIPAY0007R2',
  providerRefundNo: null,
  reason: 'Asked for the rest back',
  failure: null,
  dates: '2026-11-21T10:00:00.000Z',
  settledAt: '2026-11-21T10:00:00.000Z',
};

function admin() {
  const api = fakeApi();
  logIn(api, memberFixture({ role: 'admin', cardno: '10000003' }));
  return api;
}

describe('refunding a top-up from the top-up queue (/admin/recharges)', () => {
  it('a paid Alipay top-up shows its provider, trade number and refunds; the refund starts at the refundable amount and needs a reason', async () => {
    const api = admin().on(wallet.adminRechargeList, page([paid, { ...paid, id: 8, reference: 'BHSPENT00008', refunded: 0, refundable: 0 }]));
    api.on(wallet.adminRechargeRefund, refunded);
    const { user } = renderPage(<WalletRecharges />, { path: '/admin/recharges' });
    const table = await screen.findByTestId('admin-recharges-table');
    expect(within(table).getAllByText('Alipay')).toHaveLength(2);
    expect(within(table).getAllByText('2026112022001400001')).toHaveLength(2);
    expect(within(table).getByText('refunded 20.00')).toBeTruthy();
    // nothing left to refund (all spent): no button
    expect(screen.queryByTestId('admin-recharge-refund-8')).toBeNull();

    await user.click(screen.getByTestId('admin-recharge-refund-7'));
    expect(await screen.findByText('Refund top-up BHALIPAY0007 through Alipay')).toBeTruthy();
    expect(screen.getByTestId('refund-figures').textContent).toContain('refundable now 30.00');
    const amount = screen.getByLabelText('Amount to refund') as HTMLInputElement;
    expect(amount.value).toBe('30.00');
    await user.click(screen.getByTestId('refund-submit'));
    expect(await screen.findByText('Please enter Reason (the member’s request)')).toBeTruthy();
    expect(api.sent(wallet.adminRechargeRefund)).toHaveLength(0);

    // more than refundable is refused in the form
    await user.clear(amount);
    await user.type(amount, '30.01');
    await user.type(screen.getByTestId('refund-reason'), ' Asked for the rest back ');
    await user.click(screen.getByTestId('refund-submit'));
    expect(await screen.findByText('At most 30.00')).toBeTruthy();
    expect(api.sent(wallet.adminRechargeRefund)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '30');
    await user.click(screen.getByTestId('refund-submit'));
    await waitFor(() =>
      expect(api.sent(wallet.adminRechargeRefund).map((r) => r.body)).toEqual([{ id: 7, amount: 3_000, reason: 'Asked for the rest back' }]),
    );
    expect(api.sent(wallet.adminRechargeRefund)[0]!.headers['Idempotency-Key']).toBeTruthy();
    expect(await screen.findByText('Refunded 30.00 coins (refund BHALIPAY0007R2)')).toBeTruthy();
    await waitFor(() => expect(api.sent(wallet.adminRechargeList).length).toBeGreaterThan(1));
    expect(screen.queryByTestId('refund-submit')).toBeNull();
  });

  it('the provider refuses: its reason is shown and the dialog stays open; a retry is a new attempt with a new key', async () => {
    const api = admin().on(wallet.adminRechargeList, page([paid]));
    api.on(wallet.adminRechargeRefund, () => refuse('REFUND_FAILED', { reason: '卖家余额不足 (ACQ.SELLER_BALANCE_NOT_ENOUGH)' }));
    const { user } = renderPage(<WalletRecharges />, { path: '/admin/recharges' });
    await user.click(await screen.findByTestId('admin-recharge-refund-7'));
    await user.type(await screen.findByTestId('refund-reason'), 'Asked');
    await user.click(screen.getByTestId('refund-submit'));
    expect(await screen.findByText(/ACQ\.SELLER_BALANCE_NOT_ENOUGH/)).toBeTruthy();
    expect(screen.getByTestId('refund-submit')).toBeTruthy();
    await user.click(screen.getByTestId('refund-submit'));
    await waitFor(() => expect(api.sent(wallet.adminRechargeRefund)).toHaveLength(2));
    const [a, b] = api.sent(wallet.adminRechargeRefund);
    expect(a!.headers['Idempotency-Key']).not.toBe(b!.headers['Idempotency-Key']);
  });
});
