import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../test/renderPage';
import AdminLayout from './AdminLayout';

const desktopMatchMedia = window.matchMedia;

/** The screen is `width` px wide for the layout's media queries (min-width ones only). */
function screenWidth(width: number) {
  window.matchMedia = (query: string) =>
    ({
      matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0) <= width,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

function setup(url: string) {
  const api = fakeApi();
  logIn(api, memberFixture({ role: 'admin', cardno: '10000003' }));
  return renderPage(<AdminLayout />, { path: '/admin/*', url });
}

afterEach(() => {
  window.matchMedia = desktopMatchMedia;
});

/** The back office's shell in plain markup: the side menu from 992 px, a menu button and a drawer below. */
describe('AdminLayout', () => {
  it('on a wide screen: the side menu names the page shown, the header links home and logs out', async () => {
    setup('/admin/members');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByTestId('admin-menu-dashboard').getAttribute('href')).toBe('/admin');
    const members = within(nav).getByTestId('admin-menu-members');
    expect(members.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByTestId('admin-menu-withdrawals').getAttribute('href')).toBe('/admin/withdrawals');
    expect(screen.queryByTestId('admin-menu-button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to site' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('header-logout').textContent).toBe('Log out');
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('below 992 px: the menu button opens every item in a drawer, which closes when one is followed', async () => {
    screenWidth(360);
    const { user, location } = setup('/admin');
    expect(screen.queryByRole('navigation')).toBeNull();
    // the logout button keeps its name when the word is hidden
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    const open = screen.getByTestId('admin-menu-button');
    expect(open.getAttribute('aria-label')).toBe('Menu');
    await user.click(open);
    const drawer = screen.getByRole('dialog', { name: 'Back office' });
    expect(within(drawer).getByTestId('admin-menu-dashboard').getAttribute('aria-current')).toBe('page');
    await user.click(within(drawer).getByTestId('admin-menu-audit'));
    expect(location()).toBe('/admin/audit');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
