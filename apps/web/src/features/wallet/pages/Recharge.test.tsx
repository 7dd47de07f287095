import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { wallet, type DataOf } from '@boothhub/shared';
import { fakeApi, networkFailure, refuse } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import Recharge from './Recharge';

type Made = DataOf<typeof wallet.recharge>;

type Row = DataOf<typeof wallet.rechargeList>['listItem'][number];

function setup(methods: Array<'sandbox' | 'bank'> = ['sandbox', 'bank'], rows: Row[] = []) {
  const api = fakeApi();
  logIn(api, memberFixture({ coins: 12_345 }));
  api.on(wallet.paymentInfo, { methods, sandbox: methods.includes('sandbox') });
  api.on(wallet.rechargeList, { listItem: rows, total: rows.length, page: 1, pageSize: 10 });
  const made = (body: { amount: number; method: Made['method'] }, status: Made['status']): Made => ({
    id: 7,
    status,
    reference: 'R-0007',
    amount: body.amount,
    method: body.method,
    sandbox: body.method === 'sandbox',
    dates: '2026-11-23T10:00:00.000Z',
  });
  const view = renderPage(<Recharge />, { path: '/personalCenter/recharge' });
  return { api, made, ...view };
}

describe('top-up form (/personalCenter/recharge)', () => {
  it('refuses a bad amount on the spot and sends nothing', async () => {
    const { api, user } = setup();
    const amount = await screen.findByTestId('recharge-amount');
    await user.click(screen.getByTestId('recharge-submit'));
    expect(await screen.findByText('Please enter Amount to top up')).toBeTruthy();
    await user.type(amount, '12.345');
    await user.click(screen.getByTestId('recharge-submit'));
    expect(await screen.findByText(/at most two decimals/)).toBeTruthy();
    expect(api.sent(wallet.recharge)).toHaveLength(0);
  });

  it('offers the methods with their hints, the sandbox first, and lists the top-ups with their references', async () => {
    const row: Row = {
      id: 3,
      amount: 2_050,
      method: 'bank',
      sandbox: false,
      status: 'rejected',
      reference: 'R-0003',
      reason: 'No transfer received',
      dates: '2026-11-20T10:00:00.000Z',
      reviewedAt: '2026-11-21T10:00:00.000Z',
    };
    setup(['sandbox', 'bank'], [row]);
    const sandbox = (await screen.findByRole('radio', { name: /Sandbox — test money/ })) as HTMLInputElement;
    expect(sandbox.checked).toBe(true);
    expect(screen.getByTestId('recharge-method-bank').textContent).toContain('You get a reference to put on your bank transfer');
    const list = await screen.findByTestId('recharge-list');
    expect(within(list).getByTestId('recharge-status-3').textContent).toBe('Rejected');
    expect(within(list).getByText('No transfer received')).toBeTruthy();
    expect(within(list).getByText('R-0003')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('tops up with the sandbox: sends cents with an Idempotency-Key and shows the coins added', async () => {
    const { api, made, user } = setup();
    api.on(wallet.recharge, (body) => made(body, 'paid'));
    expect((await screen.findByTestId('recharge-available')).textContent).toBe('123.45');
    await user.type(screen.getByTestId('recharge-amount'), '100.50');
    await user.click(screen.getByTestId('recharge-submit'));
    expect((await screen.findByTestId('recharge-done')).textContent).toBe('100.50 coins added to your wallet');
    const [sent] = api.sent(wallet.recharge);
    expect(sent?.body).toEqual({ amount: 10_050, method: 'sandbox' });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(screen.getByTestId('sandbox-tag')).toBeTruthy();
  });

  it('a bank transfer shows its reference to put on the transfer', async () => {
    const { api, made, user } = setup(['bank']);
    api.on(wallet.recharge, (body) => made(body, 'pending'));
    await user.type(await screen.findByTestId('recharge-amount'), '2000');
    await user.click(screen.getByTestId('recharge-submit'));
    const pending = await screen.findByTestId('recharge-pending');
    expect(within(pending).getByTestId('recharge-reference').textContent).toBe('R-0007');
    expect(within(pending).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.queryByTestId('recharge-done')).toBeNull();
    expect(api.sent(wallet.recharge)[0]?.body).toEqual({ amount: 200_000, method: 'bank' });
  });

  it('retries a lost answer with the same Idempotency-Key, and a new attempt gets a new one', async () => {
    const { api, made, user } = setup();
    let lose = true;
    api.on(wallet.recharge, (body) => {
      if (lose) {
        lose = false;
        return networkFailure;
      }
      return made(body, 'paid');
    });
    await user.type(await screen.findByTestId('recharge-amount'), '10');
    await user.click(screen.getByTestId('recharge-submit'));
    expect(await screen.findByText('Request error, please retry.')).toBeTruthy();
    await user.click(screen.getByTestId('recharge-submit'));
    await screen.findByTestId('recharge-done');
    await user.click(screen.getByTestId('recharge-again'));
    await user.type(await screen.findByTestId('recharge-amount'), '10');
    await user.click(screen.getByTestId('recharge-submit'));
    await waitFor(() => expect(api.sent(wallet.recharge)).toHaveLength(3));
    const keys = api.sent(wallet.recharge).map((r) => r.headers['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("shows the server's refusal and stays on the form", async () => {
    const { api, user } = setup();
    api.on(wallet.recharge, () => refuse('VALIDATION_FAILED', { field: 'amount', reason: 'too large' }));
    await user.type(await screen.findByTestId('recharge-amount'), '10');
    await user.click(screen.getByTestId('recharge-submit'));
    expect(await screen.findByText('Invalid value for amount: too large')).toBeTruthy();
    expect(screen.queryByTestId('recharge-done')).toBeNull();
    expect(screen.getByTestId('recharge-submit')).toBeTruthy();
  });
});
