import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { tasks } from '@boothhub/shared';
import { fakeApi, networkFailure, refuse } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import { taskFixture } from '../../../test/taskFixture';
import OrderPay from './OrderPay';

function setup({
  coins = 2_000_000,
  ispaycode = true,
  status = 'unpaid',
}: { coins?: number; ispaycode?: boolean; status?: tasks.TaskDetail['status'] } = {}) {
  const api = fakeApi();
  logIn(api, memberFixture({ coins, ispaycode }));
  api.on(tasks.showBusinesTask, {
    detail: taskFixture({ status }),
    orbits: [],
    newdoc: null,
    mySignup: null,
    relation: 'publisher',
    fav: false,
  });
  api.on(tasks.businessTaskPay, { id: 42, status: 'recruiting' });
  return { api, ...renderPage(<OrderPay />, { path: '/orderPay', url: '/orderPay?id=42' }) };
}

const pinInput = () => screen.getByLabelText('Payment PIN');

describe('pay into escrow (/orderPay)', () => {
  it('shows the budget and the balance, refuses a PIN that is not 6 digits and sends nothing', async () => {
    const { api, user } = setup();
    expect((await screen.findByTestId('pay-balance')).textContent).toBe('20000.00 coins');
    expect(screen.getByTestId('pay-submit').textContent).toContain('Pay 12000.00 coins');
    await user.click(screen.getByTestId('pay-submit'));
    expect(await screen.findByText('Please enter Payment PIN')).toBeTruthy();
    await user.type(pinInput(), '12a');
    await user.click(screen.getByTestId('pay-submit'));
    expect(await screen.findByText('The PIN is 6 digits')).toBeTruthy();
    expect(api.sent(tasks.businessTaskPay)).toHaveLength(0);
  });

  it('with too few coins or no PIN says so and payment is not offered', async () => {
    setup({ coins: 200_000, ispaycode: false });
    expect((await screen.findByTestId('pay-short')).textContent).toContain('Your balance is 10000.00 coins short.');
    // the top-up link carries the cents still needed and this page to come back to
    expect(screen.getByTestId('pay-recharge').getAttribute('href')).toBe(
      `/personalCenter/recharge?need=1000000&return=${encodeURIComponent('/orderPay?id=42')}`,
    );
    expect(screen.getByTestId('pay-no-pin').textContent).toContain('Set a payment PIN before paying.');
    expect((screen.getByTestId('pay-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('pays with the PIN and an Idempotency-Key, then goes to the task', async () => {
    const { api, user, location } = setup();
    await user.type(await screen.findByLabelText('Payment PIN'), '246810');
    await user.click(screen.getByTestId('pay-submit'));
    expect(await screen.findByText('Paid: the task is recruiting')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/orderDetail?id=42'));
    const [sent] = api.sent(tasks.businessTaskPay);
    // the budget shown is sent: an edit meanwhile is refused, not charged
    expect(sent?.body).toEqual({ id: 42, paycode: '246810', price: 1_200_000 });
    expect(sent?.headers['Idempotency-Key']).toBeTruthy();
  });

  it('a wrong PIN is shown and the next attempt gets a new key; a lost answer is retried with the same key', async () => {
    const { api, user, location } = setup();
    const answers = [refuse('PAYCODE_INCORRECT', { left: 2 }), networkFailure, { id: 42, status: 'recruiting' as const }];
    api.on(tasks.businessTaskPay, () => answers.shift()!);
    await user.type(await screen.findByLabelText('Payment PIN'), '111111');
    await user.click(screen.getByTestId('pay-submit'));
    expect(await screen.findByText('The payment PIN is wrong. 2 tries left.')).toBeTruthy();
    await waitFor(() => expect((pinInput() as HTMLInputElement).value).toBe(''));
    await user.type(pinInput(), '246810');
    await user.click(screen.getByTestId('pay-submit'));
    expect(await screen.findByText('Request error, please retry.')).toBeTruthy();
    expect((pinInput() as HTMLInputElement).value).toBe('246810');
    await user.click(screen.getByTestId('pay-submit'));
    await waitFor(() => expect(location()).toBe('/orderDetail?id=42'));
    const keys = api.sent(tasks.businessTaskPay).map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });

  it('a task already paid offers the way back to it instead of the form', async () => {
    setup({ status: 'recruiting' });
    expect(await screen.findByText('This task is already paid')).toBeTruthy();
    expect(screen.getByTestId('pay-to-task').getAttribute('href')).toBe('/orderDetail?id=42');
    expect(screen.queryByTestId('pay-submit')).toBeNull();
  });
});
