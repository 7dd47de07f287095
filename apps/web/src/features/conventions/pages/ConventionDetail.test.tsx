import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { account, conventions } from '@boothhub/shared';
import { fakeApi, refuse } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import type { ConventionInfo } from '../api';
import ConventionDetail from './ConventionDetail';

/** A convention's page in plain markup (decision 045's later note): facts, contact, venue, pictures and their viewer. */
const info = (patch: Partial<ConventionInfo['huiyi']> = {}, member = false): ConventionInfo => ({
  huiyi: {
    id: 7,
    title: 'Smart Manufacturing Summit',
    descr: 'Two days of talks',
    sizes: 800,
    contacter: member ? 'Ms Li' : null,
    phone: member ? '13912345678' : null,
    sdate: '2026-12-10',
    edate: '2026-12-11',
    addrs: 'Hall 3',
    content: '<p>Programme</p>',
    city: '上海',
    industry: 'auto',
    venueId: 3,
    pictures: ['/files/a.jpg', '/files/b.jpg', '/files/c.jpg'],
    cover: null,
    status: 'approved',
    mine: false,
    ...patch,
  },
  huichang: {
    id: 3,
    name: 'National Exhibition and Convention Center',
    city: '上海',
    address: '333 Songze Avenue',
    descr: { text: 'A large venue', faceimg: null },
    pictures: [],
    panoramas: [],
    halls: [],
    plaza: 500000,
    sizes: 20000,
    featured: false,
    conventions: [],
    exhibitions: [],
    fav: false,
  },
});

function setup({
  member = false,
  url = '/conventionSpace/7',
  patch = {},
}: { member?: boolean; url?: string; patch?: Partial<ConventionInfo['huiyi']> } = {}) {
  const api = fakeApi();
  if (member) logIn(api, memberFixture({ role: 'designer' }));
  else api.on(account.loginCheck, { loggedIn: false });
  api.on(conventions.huiyiInfoPublic, (body) => (body.id === 7 ? info(patch) : refuse('NOT_FOUND')));
  api.on(conventions.huiyiInfo, (body) => (body.id === 7 ? info(patch, true) : refuse('NOT_FOUND')));
  return { api, ...renderPage(<ConventionDetail />, { path: '/conventionSpace/:id', url }) };
}

describe("a convention's page (/conventionSpace/:id)", () => {
  it('shows a visitor the convention under one h1, its facts, and a login link instead of the contact', async () => {
    const { user, location } = setup();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Smart Manufacturing Summit');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.trim())).toEqual(['Pictures', 'Venue']);
    expect(screen.getByTestId('convention-content').textContent).toBe('Programme');
    expect(screen.getByTestId('convention-sizes').textContent).toContain('800');
    expect(screen.queryByTestId('convention-contact')).toBeNull();
    expect(screen.queryByTestId('convention-status')).toBeNull();
    expect(screen.getByTestId('convention-venue-link').getAttribute('href')).toBe('/conventionSpace/spaceInfo?id=3');
    await user.click(screen.getByTestId('convention-contact-login'));
    expect(location()).toMatch(/^\/login\?redirect=/);
  });

  it('shows a member the contact, and the publisher the state and the reason it was rejected', async () => {
    setup({ member: true, patch: { status: 'rejected', rejectReason: 'No dates', mine: true } });
    expect((await screen.findByTestId('convention-contact')).textContent).toContain('13912345678');
    expect(screen.queryByTestId('convention-contact-login')).toBeNull();
    expect(screen.getByTestId('convention-status').textContent).toBe('Rejected');
    expect(screen.getByRole('alert').textContent).toBe('Rejected: No dates');
  });

  it('shows the missing view for an unknown or a malformed id', async () => {
    setup({ url: '/conventionSpace/8' });
    expect((await screen.findByTestId('convention-missing')).textContent).toContain('This convention does not exist or is not public');
    expect(screen.getByRole('link', { name: 'Back to conventions' }).getAttribute('href')).toBe('/conventionSpace');
  });

  it('shows the missing view at once for an id that is no number', async () => {
    const { api } = setup({ url: '/conventionSpace/abc' });
    expect(await screen.findByTestId('convention-missing')).toBeTruthy();
    expect(api.sent(conventions.huiyiInfoPublic)).toHaveLength(0);
  });

  it('opens a picture in the viewer, steps through them, and closes with Escape giving focus back', async () => {
    const { user } = setup();
    const grid = await screen.findByTestId('convention-pictures');
    const second = within(grid).getByRole('button', { name: 'Smart Manufacturing Summit 2' });
    await user.click(second);
    const viewer = screen.getByRole('dialog', { name: 'Pictures of Smart Manufacturing Summit' });
    expect(viewer.hasAttribute('open')).toBe(true);
    expect(within(viewer).getByRole('img', { name: 'Smart Manufacturing Summit 2' }).getAttribute('src')).toBe('/files/b.jpg');
    expect(within(viewer).getByTestId('convention-pictures-viewer-count').textContent).toBe('2 / 3');
    await waitFor(() => expect(document.activeElement).toBe(within(viewer).getByRole('button', { name: 'Close' })));
    await user.click(within(viewer).getByRole('button', { name: 'Next picture' }));
    expect(within(viewer).getByRole('img').getAttribute('alt')).toBe('Smart Manufacturing Summit 3');
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img').getAttribute('alt')).toBe('Smart Manufacturing Summit 1');
    await user.click(within(viewer).getByRole('button', { name: 'Previous picture' }));
    expect(within(viewer).getByTestId('convention-pictures-viewer-count').textContent).toBe('3 / 3');
    await user.keyboard('{Escape}');
    expect(viewer.hasAttribute('open')).toBe(false);
    expect(within(viewer).queryByRole('img')).toBeNull();
    expect(document.activeElement).toBe(second);
  });
});
