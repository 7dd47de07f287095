import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { identity, wallet, type DataOf } from '@boothhub/shared';
import { fakeApi, refuse } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import { tableTexts } from '../../../test/table';
import WalletIdentities from './WalletIdentities';
import WalletRecharges from './WalletRecharges';
import WalletWithdrawals from './WalletWithdrawals';

type Recharge = DataOf<typeof wallet.adminRechargeList>['listItem'][number];
type Withdrawal = DataOf<typeof wallet.adminWithdrawList>['listItem'][number];
type Identity = DataOf<typeof identity.identityList>['listItem'][number];

const member = { cardno: '20000001', nickname: 'Zhang', mobile: '13800000001' };
const page = <R,>(rows: R[]) => ({ listItem: rows, total: rows.length, page: 1, pageSize: 20 });

function admin() {
  const api = fakeApi();
  logIn(api, memberFixture({ role: 'admin', cardno: '10000003' }));
  return api;
}

const recharge: Recharge = {
  id: 3,
  amount: 2_050,
  method: 'bank',
  sandbox: false,
  status: 'pending',
  reference: 'R-0003',
  reason: null,
  dates: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  reviewer: null,
  ...member,
};

const withdrawal: Withdrawal = {
  id: 8,
  amount: 15_000,
  method: 'alipay',
  account: 'zhangsan@example.com',
  accountName: '张三',
  bankName: null,
  status: 'pending',
  payoutRef: null,
  reason: null,
  dates: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  realname: '张三',
  reviewer: null,
  ...member,
};

describe('the top-up queue (/admin/recharges)', () => {
  it('lists the pending top-ups with their reference; the search and the status filter go to the server', async () => {
    const api = admin().on(wallet.adminRechargeList, page([recharge]));
    const { user } = renderPage(<WalletRecharges />, { path: '/admin/recharges' });
    expect(screen.getByRole('heading', { level: 1, name: 'Top-ups' })).toBeTruthy();
    const table = await screen.findByTestId('admin-recharges-table');
    expect(within(table).getByText('R-0003')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(tableTexts(table)[1]).toContain('20.50');
    expect(api.sent(wallet.adminRechargeList)[0]?.body).toEqual({ status: 'pending', page: 1, pageSize: 20 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Status: All');
    await waitFor(() => expect(api.sent(wallet.adminRechargeList).at(-1)?.body).toEqual({ page: 1, pageSize: 20 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paid');
    await waitFor(() => expect(api.sent(wallet.adminRechargeList).at(-1)?.body).toEqual({ status: 'paid', page: 1, pageSize: 20 }));
    await user.type(screen.getByPlaceholderText('Reference, member number or phone'), ' R-0003 {Enter}');
    await waitFor(() =>
      expect(api.sent(wallet.adminRechargeList).at(-1)?.body).toEqual({ status: 'paid', keyword: 'R-0003', page: 1, pageSize: 20 }),
    );
  });

  it('a rejection needs a reason; the reason is sent and the queue refreshed', async () => {
    const api = admin().on(wallet.adminRechargeList, page([recharge]));
    api.on(wallet.adminRechargeReview, { ...recharge, status: 'rejected', reason: 'No transfer' });
    const { user } = renderPage(<WalletRecharges />, { path: '/admin/recharges' });
    expect(await screen.findByTestId('admin-recharge-confirm-3')).toBeTruthy();
    await user.click(screen.getByTestId('admin-recharge-reject-3'));
    await user.click(await screen.findByTestId('review-ok'));
    expect(await screen.findByText('Please enter Reason')).toBeTruthy();
    expect(api.sent(wallet.adminRechargeReview)).toHaveLength(0);
    await user.type(screen.getByTestId('review-reason'), '  No transfer ');
    await user.click(screen.getByTestId('review-ok'));
    await waitFor(() => expect(api.sent(wallet.adminRechargeReview).map((r) => r.body)).toEqual([{ id: 3, approve: false, reason: 'No transfer' }]));
    await waitFor(() => expect(api.sent(wallet.adminRechargeList).length).toBeGreaterThan(1));
  });
});

describe('the withdrawal queue (/admin/withdrawals)', () => {
  it('shows where the coins go and whether the holder matches the identity', async () => {
    admin().on(
      wallet.adminWithdrawList,
      page([withdrawal, { ...withdrawal, id: 9, accountName: '李四', status: 'paid', payoutRef: 'PAY-1', reviewer: 'Admin' }]),
    );
    renderPage(<WalletWithdrawals />, { path: '/admin/withdrawals' });
    const to = await screen.findByTestId('admin-withdrawal-to-8');
    expect(to.textContent).toContain('Alipay zhangsan@example.com');
    expect(within(to).getByText('matches identity')).toBeTruthy();
    expect(within(screen.getByTestId('admin-withdrawal-to-9')).getByText('identity: 张三')).toBeTruthy();
    expect(screen.getByTestId('admin-withdrawal-status-9').textContent).toBe('Paid');
    expect(screen.getByText('Payout reference: PAY-1')).toBeTruthy();
    // a decided row has no decision buttons
    expect(screen.queryByTestId('admin-withdrawal-pay-9')).toBeNull();
  });

  it('marking one paid asks for the payout reference first, then sends it trimmed', async () => {
    const api = admin().on(wallet.adminWithdrawList, page([withdrawal]));
    api.on(wallet.adminWithdrawReview, { ...withdrawal, status: 'paid', payoutRef: 'ALIPAY-1' });
    const { user } = renderPage(<WalletWithdrawals />, { path: '/admin/withdrawals' });
    await user.click(await screen.findByTestId('admin-withdrawal-pay-8'));
    expect(await screen.findByText('Mark the withdrawal paid')).toBeTruthy();
    expect(screen.getByText('Alipay zhangsan@example.com', { selector: 'dd' })).toBeTruthy();
    const ref = screen.getByLabelText('Payout reference');
    expect(ref.getAttribute('data-testid')).toBe('review-payout-ref');
    await user.click(screen.getByTestId('review-ok'));
    expect(await screen.findByText('Please enter Payout reference')).toBeTruthy();
    expect(ref.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent(wallet.adminWithdrawReview)).toHaveLength(0);
    await user.type(ref, ' ALIPAY-1 ');
    await user.click(screen.getByTestId('review-ok'));
    await waitFor(() => expect(api.sent(wallet.adminWithdrawReview).map((r) => r.body)).toEqual([{ id: 8, approve: true, payoutRef: 'ALIPAY-1' }]));
    expect(await screen.findByText('Done')).toBeTruthy();
  });

  it('a rejection asks for no payout reference, only the reason', async () => {
    const api = admin().on(wallet.adminWithdrawList, page([withdrawal]));
    api.on(wallet.adminWithdrawReview, { ...withdrawal, status: 'rejected', reason: 'Wrong card' });
    const { user } = renderPage(<WalletWithdrawals />, { path: '/admin/withdrawals' });
    await user.click(await screen.findByTestId('admin-withdrawal-reject-8'));
    await user.type(await screen.findByTestId('review-reason'), 'Wrong card');
    expect(screen.queryByTestId('review-payout-ref')).toBeNull();
    await user.click(screen.getByTestId('review-ok'));
    await waitFor(() => expect(api.sent(wallet.adminWithdrawReview).map((r) => r.body)).toEqual([{ id: 8, approve: false, reason: 'Wrong card' }]));
  });
});

describe('paying a withdrawal via Alipay (/admin/withdrawals)', () => {
  const payable = { ...withdrawal, alipayPayout: true };
  const bank = { ...withdrawal, id: 10, method: 'bank' as const, account: '6222020200112233445', bankName: 'ICBC', alipayPayout: false };

  it('only a payable Alipay withdrawal has the button; it asks first, then shows the Alipay order id', async () => {
    const api = admin().on(wallet.adminWithdrawList, page([payable, bank]));
    api.on(wallet.adminWithdrawPayout, { ...payable, status: 'paid', payoutRef: '20260000000000000042', alipayPayout: false });
    const { user } = renderPage(<WalletWithdrawals />, { path: '/admin/withdrawals' });
    await user.click(await screen.findByTestId('admin-withdrawal-alipay-8'));
    expect(screen.queryByTestId('admin-withdrawal-alipay-10')).toBeNull();
    expect(await screen.findByText('Pay 150.00 coins to the Alipay account zhangsan@example.com (张三) now?')).toBeTruthy();
    expect(api.sent(wallet.adminWithdrawPayout)).toHaveLength(0);
    await user.click(screen.getByTestId('payout-ok'));
    expect((await screen.findByTestId('payout-result-text')).textContent).toBe('Withdrawal #8 was paid. Alipay order: 20260000000000000042');
    expect(api.sent(wallet.adminWithdrawPayout).map((r) => r.body)).toEqual([{ id: 8 }]);
  });

  it("Alipay's refusal is shown with its reason, and that the coins stay held", async () => {
    const api = admin().on(wallet.adminWithdrawList, page([payable]));
    api.on(wallet.adminWithdrawPayout, () => refuse('PAYOUT_FAILED', { reason: '收款账号不存在 (PAYEE_NOT_EXIST)' }));
    const { user } = renderPage(<WalletWithdrawals />, { path: '/admin/withdrawals' });
    await user.click(await screen.findByTestId('admin-withdrawal-alipay-8'));
    await user.click(await screen.findByTestId('payout-ok'));
    const text = (await screen.findByTestId('payout-result-text')).textContent;
    expect(text).toContain('PAYEE_NOT_EXIST');
    expect(text).toContain('The coins stay held');
    expect(screen.getByText('Not paid')).toBeTruthy();
  });
});

describe('the identity queue (/admin/identity)', () => {
  const row: Identity = {
    ...member,
    realname: '张三',
    idno: '110101199003074514',
    frontUrl: '/files/front.jpg',
    backUrl: '/files/back.jpg',
    status: 'pending',
    reason: null,
    dates: '2026-11-20T10:00:00.000Z',
    reviewedAt: null,
    reviewer: null,
  };

  it('shows both ID photos as buttons that open the picture viewer', async () => {
    admin().on(identity.identityList, page([row]));
    const { user } = renderPage(<WalletIdentities />, { path: '/admin/identity' });
    expect((await screen.findByTestId('admin-identity-20000001')).textContent).toContain('110101199003074514');
    expect(screen.getByTestId('admin-identity-front-20000001').getAttribute('src')).toBe('/files/front.jpg');
    await user.click(screen.getByRole('button', { name: /Back/ }));
    const viewer = await screen.findByTestId('admin-identity-photos-20000001-viewer');
    expect(within(viewer).getByTestId('admin-identity-photos-20000001-viewer-count').textContent).toBe('2 / 2');
  });

  it('approves with an optional note, by card number', async () => {
    const api = admin().on(identity.identityList, page([row]));
    api.on(identity.identityReview, { personauth: 'approved' });
    const { user } = renderPage(<WalletIdentities />, { path: '/admin/identity' });
    await user.click(await screen.findByTestId('admin-identity-approve-20000001'));
    await user.click(await screen.findByTestId('review-ok'));
    await waitFor(() => expect(api.sent(identity.identityReview).map((r) => r.body)).toEqual([{ cardno: '20000001', approve: true }]));
  });
});
