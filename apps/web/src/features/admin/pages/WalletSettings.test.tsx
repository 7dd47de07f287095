import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { wallet } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import WalletSettings from './WalletSettings';

const settings = {
  commissionRate: 1000,
  withdrawMin: 100_00,
  withdrawDailyMax: 50_000_00,
  inviteRewards: { designer: 10_00, business: 20_00, factory: 0 },
  checkinPoints: 5,
};

function setup() {
  const api = fakeApi();
  logIn(api, memberFixture({ role: 'admin', cardno: '10000003' }));
  api.on(wallet.adminSettings, settings);
  api.on(wallet.adminSettingsSave, (body) => ({ ...settings, ...body, inviteRewards: { ...settings.inviteRewards, ...body.inviteRewards } }));
  return { api, ...renderPage(<WalletSettings />, { path: '/admin/settings' }) };
}

describe('platform settings (/admin/settings)', () => {
  it('shows the settings as a percent and coins, and refuses a bad commission, a maximum below the minimum and bad points', async () => {
    const { api, user } = setup();
    const commission = (await screen.findByLabelText('Commission on task payments')) as HTMLInputElement;
    expect(commission.value).toBe('10.00');
    expect((screen.getByLabelText('Minimum per withdrawal') as HTMLInputElement).value).toBe('100.00');
    expect((screen.getByLabelText('Designer') as HTMLInputElement).value).toBe('10.00');
    expect((screen.getByLabelText('Points per check-in') as HTMLInputElement).value).toBe('5');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    await user.clear(commission);
    await user.type(commission, '10.005');
    const max = screen.getByLabelText('Maximum per day');
    await user.clear(max);
    await user.type(max, '50');
    const points = screen.getByLabelText('Points per check-in');
    await user.clear(points);
    await user.type(points, '1.5');
    await user.click(screen.getByTestId('admin-settings-save'));
    expect(await screen.findByText('Enter an amount like 100 or 100.50 (at most two decimals)')).toBeTruthy();
    expect(screen.getByText('The daily maximum cannot be below the minimum')).toBeTruthy();
    expect(screen.getByText('Points per check-in must be between 0 and 1000')).toBeTruthy();
    expect(document.activeElement).toBe(commission);
    expect(api.sent(wallet.adminSettingsSave)).toHaveLength(0);
  });

  it('sends every amount in cents with the note, says so and empties the note', async () => {
    const { api, user } = setup();
    const commission = await screen.findByLabelText('Commission on task payments');
    await user.clear(commission);
    await user.type(commission, '12.5');
    const note = screen.getByLabelText('Note (optional)');
    await user.type(note, '  new quarter  ');
    await user.click(screen.getByTestId('admin-settings-save'));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(api.sent(wallet.adminSettingsSave).map((r) => r.body)).toEqual([
      {
        commissionRate: 1250,
        withdrawMin: 100_00,
        withdrawDailyMax: 50_000_00,
        inviteRewards: { designer: 10_00, business: 20_00, factory: 0 },
        checkinPoints: 5,
        reason: 'new quarter',
      },
    ]);
    await waitFor(() => expect((note as HTMLTextAreaElement).value).toBe(''));
  });
});
