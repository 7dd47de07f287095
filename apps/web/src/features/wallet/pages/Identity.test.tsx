import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { identity, type DataOf } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import Identity from './Identity';

/** Identity verification in plain markup: each state, and the form's own checks before anything is sent. */
function setup(info: DataOf<typeof identity.userAuthInfo>) {
  const api = fakeApi();
  logIn(api, memberFixture());
  api.on(identity.userAuthInfo, info);
  return { api, ...renderPage(<Identity />, { path: '/personalCenter/identity' }) };
}

describe('Identity (plain)', () => {
  it('checks the name, the ID number and both photos before sending anything', async () => {
    const { user, api } = setup({ personauth: 'none' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Identity verification' })).toBeTruthy();
    await user.type(await screen.findByTestId('identity-realname'), '张三');
    await user.type(screen.getByTestId('identity-idno'), '110105194912310021');
    await user.click(screen.getByTestId('identity-submit'));
    expect(screen.getByText('Not a valid 18-character ID number (check the last character)')).toBeTruthy();
    expect(screen.getAllByText('Upload this photo')).toHaveLength(2);
    expect(api.requests.some((r) => r.path === 'Member/userAuth')).toBe(false);
  });

  it('shows a rejection with its reason above the form again', async () => {
    setup({ personauth: 'rejected', reason: 'The photo is blurred', realname: '张*', idno: '1101**********0021' });
    expect((await screen.findByTestId('identity-reason')).textContent).toBe('The photo is blurred');
    expect(screen.getByTestId('identity-state').textContent).toBe('Rejected');
    expect(screen.getByTestId('identity-submit').textContent).toContain('Submit again');
  });

  it('shows an approved identity with the way to withdraw', async () => {
    setup({ personauth: 'approved', realname: '张*', dates: '2026-11-20T08:00:00.000Z', reviewedAt: '2026-11-21T08:00:00.000Z' });
    expect(await screen.findByTestId('identity-approved')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/personalCenter/caseOut');
  });
});
