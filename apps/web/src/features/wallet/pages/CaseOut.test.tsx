import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { wallet, type DataOf } from '@boothhub/shared';
import { fakeApi, networkFailure, refuse } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import CaseOut from './CaseOut';

type Limits = DataOf<typeof wallet.withdrawLimits>;
type Withdrawal = DataOf<typeof wallet.withdrawalList>['listItem'][number];

const pending: Withdrawal = {
  id: 5,
  amount: 12_000,
  method: 'alipay',
  account: 'me***@example.com',
  accountName: '张三',
  bankName: null,
  status: 'pending',
  payoutRef: null,
  reason: null,
  dates: '2026-11-23T10:00:00.000Z',
  reviewedAt: null,
};

function setup(patch: Partial<Limits> = {}, rows: Withdrawal[] = []) {
  const api = fakeApi();
  logIn(api, memberFixture({ role: 'designer', coins: 50_000, personauth: 'approved' }));
  api.on(wallet.withdrawLimits, {
    available: 50_000,
    held: 0,
    withdrawMin: 10_000,
    withdrawDailyMax: 500_000,
    leftToday: 500_000,
    personauth: 'approved',
    realname: '张三',
    ispaycode: true,
    ...patch,
  });
  api.on(wallet.withdrawalList, { listItem: rows, total: rows.length, page: 1, pageSize: 10 });
  api.on(wallet.postNew, { id: 3, status: 'pending' });
  return { api, ...renderPage(<CaseOut />, { path: '/personalCenter/caseOut' }) };
}

describe('withdrawal form (/personalCenter/caseOut)', () => {
  it('without an approved identity or a PIN says what is missing and the form is disabled', async () => {
    setup({ personauth: 'none', realname: null, ispaycode: false });
    expect((await screen.findByTestId('withdraw-need-identity')).textContent).toContain('Verify your identity before you withdraw.');
    expect(screen.getByTestId('withdraw-need-paycode').textContent).toContain('Set a payment PIN before you withdraw.');
    expect(screen.getByRole('link', { name: 'Identity verification' }).getAttribute('href')).toBe('/personalCenter/identity');
    // the fields sit in a disabled fieldset: the browser disables each of them
    expect(screen.getByTestId('withdraw-submit').matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Amount to withdraw').matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Payment PIN').matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Account holder').matches(':disabled')).toBe(true);
  });

  it('shows the rules with the money in coins, and cancels a pending withdrawal once confirmed', async () => {
    const { api, user } = setup({ available: 38_000, held: 12_000, leftToday: 488_000 }, [pending]);
    const rules = await screen.findByTestId('withdraw-rules');
    expect(within(rules).getByTestId('withdraw-available').textContent).toBe('380.00');
    expect(within(rules).getByTestId('withdraw-held').textContent).toBe('120.00');
    expect(within(rules).getByTestId('withdraw-left-today').textContent).toBe('4880.00');
    expect(within(rules).getByText('Minimum per withdrawal')).toBeTruthy();
    expect((await screen.findByTestId('withdrawal-status-5')).textContent).toBe('Pending');
    api.on(wallet.withdrawalCancel, { ...pending, status: 'cancelled' });
    await user.click(screen.getByTestId('withdrawal-cancel-5'));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this withdrawal? The coins return to your available balance.' });
    expect(api.sent(wallet.withdrawalCancel)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Withdrawal cancelled')).toBeTruthy();
    expect(api.sent(wallet.withdrawalCancel)[0]?.body).toEqual({ id: 5 });
  });

  it('refuses an amount under the minimum, above the balance and a short PIN, and sends nothing', async () => {
    const { api, user } = setup();
    const amount = await screen.findByLabelText('Amount to withdraw');
    await user.type(amount, '50');
    await user.type(screen.getByLabelText('Alipay account (phone or e-mail)'), 'me@example.com');
    await user.type(screen.getByLabelText('Payment PIN'), '123');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('At least 100.00')).toBeTruthy();
    expect(await screen.findByText('The PIN is 6 digits')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '600');
    expect(await screen.findByText('At most 500.00')).toBeTruthy();
    expect(api.sent(wallet.postNew)).toHaveLength(0);
  });

  it('withdraws to Alipay with the verified name and an Idempotency-Key, then confirms and clears the PIN', async () => {
    const { api, user } = setup();
    expect(((await screen.findByLabelText('Account holder')) as HTMLInputElement).value).toBe('张三');
    await user.type(screen.getByLabelText('Amount to withdraw'), '150.5');
    await user.type(screen.getByLabelText('Alipay account (phone or e-mail)'), ' me@example.com ');
    await user.type(screen.getByLabelText('Payment PIN'), '246810');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('Withdrawal requested; the amount is held until it is paid')).toBeTruthy();
    const [sent] = api.sent(wallet.postNew);
    expect(sent?.body).toEqual({ amount: 15_050, method: 'alipay', account: 'me@example.com', accountName: '张三', paycode: '246810' });
    expect(sent?.headers['Idempotency-Key']).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Payment PIN') as HTMLInputElement).value).toBe(''));
  });

  it('a bank card needs a card number and the bank, and sends the bank', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByLabelText('Bank card'));
    await user.type(screen.getByLabelText('Amount to withdraw'), '200');
    await user.type(screen.getByLabelText('Bank card number'), '1234');
    await user.type(screen.getByLabelText('Payment PIN'), '246810');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('A bank card number has 12 to 19 digits')).toBeTruthy();
    expect(await screen.findByText('Please enter Bank')).toBeTruthy();
    expect(api.sent(wallet.postNew)).toHaveLength(0);
    await user.clear(screen.getByLabelText('Bank card number'));
    await user.type(screen.getByLabelText('Bank card number'), '6222 0000 1111 2222');
    await user.type(screen.getByLabelText('Bank'), 'ICBC');
    await user.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() => expect(api.sent(wallet.postNew)).toHaveLength(1));
    expect(api.sent(wallet.postNew)[0]?.body).toEqual({
      amount: 20_000,
      method: 'bank',
      account: '6222 0000 1111 2222',
      accountName: '张三',
      bankName: 'ICBC',
      paycode: '246810',
    });
  });

  it('shows a wrong PIN, clears it, and the next attempt has a new key; a lost answer is retried with the same key', async () => {
    const { api, user } = setup();
    const answers = [refuse('PAYCODE_INCORRECT', { left: 4 }), networkFailure, { id: 4, status: 'pending' as const }];
    api.on(wallet.postNew, () => answers.shift()!);
    await user.type(await screen.findByLabelText('Amount to withdraw'), '100');
    await user.type(screen.getByLabelText('Alipay account (phone or e-mail)'), 'me@example.com');
    await user.type(screen.getByLabelText('Payment PIN'), '111111');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('The payment PIN is wrong. 4 tries left.')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Payment PIN') as HTMLInputElement).value).toBe(''));
    await user.type(screen.getByLabelText('Payment PIN'), '246810');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('Request error, please retry.')).toBeTruthy();
    await user.type(screen.getByLabelText('Payment PIN'), '246810');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('Withdrawal requested; the amount is held until it is paid')).toBeTruthy();
    const keys = api.sent(wallet.postNew).map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });
});
