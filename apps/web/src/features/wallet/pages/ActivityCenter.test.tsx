import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { activity } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import ActivityCenter from './ActivityCenter';

/** The activity centre in plain markup: the figures, the daily check-in, the rewards, the points history. */
function setup({ checkedIn = false, history = 1 } = {}) {
  const api = fakeApi();
  logIn(api, memberFixture());
  const state = { points: 20, streak: 2, checkedInToday: checkedIn, recentDays: ['2026-11-25', '2026-11-24'] };
  api.on(activity.info, () => ({
    ...state,
    checkinPoints: 10,
    spreadcoins: 150000,
    activecoins: 0,
    invitcoins: 2500,
  }));
  api.on(activity.checkin, () => {
    Object.assign(state, {
      points: state.points + 10,
      streak: state.streak + 1,
      checkedInToday: true,
      recentDays: ['2026-11-26', ...state.recentDays],
    });
    return { gained: 10, points: state.points, streak: state.streak, day: '2026-11-26' };
  });
  api.on(activity.pointsList, (body) => ({
    listItem: Array.from({ length: Math.min(history, body.pageSize ?? 10) }, (_, i) => ({
      id: i + 1,
      kind: 'checkin',
      ref: '',
      points: 10,
      dates: '2026-11-25T01:00:00.000Z',
    })),
    total: history,
    page: body.page ?? 1,
    pageSize: body.pageSize ?? 10,
  }));
  return { api, ...renderPage(<ActivityCenter />, { path: '/personalCenter/activityCenter' }) };
}

describe('the activity centre (/personalCenter/activityCenter)', () => {
  it('shows the points, the streak, the recent days, the coin rewards and the history', async () => {
    setup();
    expect((await screen.findByTestId('activity-points')).textContent).toBe('20');
    expect(screen.getByRole('heading', { level: 2, name: 'Daily check-in' })).toBeTruthy();
    expect(screen.getByText('Days in a row').nextElementSibling?.textContent).toBe('2');
    expect(screen.getByRole('list', { name: 'Recent check-ins' }).textContent).toBe('11-2511-24');
    expect(screen.getByText('Promotion reward').nextElementSibling?.textContent).toBe('1500.00');
    expect(screen.getByRole('link', { name: 'Invite friends' }).getAttribute('href')).toBe('/personalCenter/invite');
    const history = screen.getByTestId('activity-history');
    await waitFor(() => expect(within(history).getByText('+10')).toBeTruthy());
    expect(within(history).getByText('Daily check-in')).toBeTruthy();
  });

  it('checks in once: the points grow and the button says it is done', async () => {
    const { api, user } = setup();
    const button = await screen.findByRole('button', { name: 'Check in (+10 points)' });
    await user.click(button);
    await waitFor(() => expect(screen.getByTestId('activity-points').textContent).toBe('30'));
    expect(api.sent(activity.checkin)).toHaveLength(1);
    expect(screen.getByTestId('activity-checkin').textContent).toBe('Checked in today');
    expect(screen.getByTestId('activity-checkin')).toHaveProperty('disabled', true);
  });

  it('says when there is no history yet (already checked in today)', async () => {
    setup({ checkedIn: true, history: 0 });
    expect((await screen.findByTestId('activity-history')).textContent).toContain('No data');
    expect(screen.getByTestId('activity-checkin')).toHaveProperty('disabled', true);
  });

  it('pages a long history', async () => {
    const { api, user } = setup({ history: 25 });
    await screen.findByTestId('activity-points');
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    expect(api.sent(activity.pointsList).at(-1)!.body).toMatchObject({ page: 3, pageSize: 10 });
  });
});
