import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { account, categories, models } from '@boothhub/shared';
import { fakeApi, refuse } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import type { ModelDetail as ModelInfo } from '../api';
import ModelDetail from './ModelDetail';

// three.js's scene, faked: `loaded` says whether the page asked for it (jsdom has no WebGL anyway)
const scene = vi.hoisted(() => ({ loaded: false }));
vi.mock('../viewer/scene', () => {
  scene.loaded = true;
  return {
    createModelScene: () => ({
      canvas: document.createElement('canvas'),
      load: () => new Promise(() => {}),
      setWireframe() {},
      setGrid() {},
      setFigure() {},
      resetView() {},
      resize() {},
      dispose() {},
    }),
  };
});

/** A model's public page in plain markup: facts, pictures, buying with the PIN in a plain dialog. */
const model = (patch: Partial<ModelInfo> = {}): ModelInfo => ({
  id: 5,
  title: 'Island booth 6×9',
  category: 'booth',
  style: null,
  format: 'skp',
  price: 1250,
  thumbnail: null,
  polygons: 120000,
  downloads: 3,
  favourites: 1,
  author: 'Studio Wu',
  fav: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  tags: ['island', 'wood'],
  descr: 'A two-storey island stand',
  licence: 'Personal and commercial use',
  fileSize: 3 * 1024 * 1024,
  images: [
    { fileId: 'a', url: '/files/a.jpg' },
    { fileId: 'b', url: '/files/b.jpg' },
  ],
  bbox: null,
  previewUrl: null,
  status: 'approved',
  rejectReason: null,
  deleted: false,
  ownerId: 2,
  bought: false,
  can: { edit: false, review: false, download: false, buy: true },
  ...patch,
});

function setup({
  member = false,
  patch = {},
  url = '/modelDetail?id=5',
  coins = 5_000,
}: { member?: boolean; patch?: Partial<ModelInfo>; url?: string; coins?: number } = {}) {
  const api = fakeApi();
  if (member) logIn(api, memberFixture({ role: 'business', coins }));
  else api.on(account.loginCheck, { loggedIn: false });
  api.on(categories.menusTree, { version: '1', trees: {} });
  api.on(models.commonModelInfo, (body) => (body.id === 5 ? model(patch) : refuse('MODEL_NOT_FOUND')));
  return { api, ...renderPage(<ModelDetail />, { path: '/modelDetail', url }) };
}

describe('ModelDetail (plain)', () => {
  it('gives a small file its size in KB, not "0.00 MB" (issue 32)', async () => {
    setup({ patch: { fileSize: 3 * 1024 + 300 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Island booth 6×9' })).toBeTruthy();
    expect(screen.getByText('3.3 KB')).toBeTruthy();
    expect(screen.queryByText(/0\.00 MB/)).toBeNull();
  });

  it('shows a visitor the title as the heading, the price, the facts, the tags and the pictures', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Island booth 6×9' })).toBeTruthy();
    expect(screen.getByTestId('model-detail-price').textContent).toContain('12.50');
    expect(screen.getByText('SKP')).toBeTruthy();
    expect(screen.getByText('3.00 MB')).toBeTruthy();
    expect(screen.getByText('Studio Wu')).toBeTruthy();
    expect(screen.getByText('wood')).toBeTruthy();
    expect(within(screen.getByTestId('model-images')).getAllByRole('button')).toHaveLength(2);
    // no 3D preview for this format: a note says so, and no poster
    expect(screen.getByRole('note')).toBeTruthy();
    expect(screen.queryByTestId('model-viewer-open')).toBeNull();
  });

  it('shows a glb cover with View in 3D, and loads the viewer and three.js only on the click', async () => {
    const { user } = setup({ patch: { format: 'glb', previewUrl: '/files/preview.glb', thumbnail: '/files/cover.jpg' } });
    const open = await screen.findByRole('button', { name: 'View in 3D' });
    expect(open.getAttribute('data-testid')).toBe('model-viewer-open');
    const poster = screen.getByTestId('model-viewer-poster');
    expect(within(poster).getByRole('img', { name: 'Island booth 6×9' }).getAttribute('src')).toBe('/files/cover.jpg');
    expect(poster.style.height).toBe('420px');
    expect(screen.queryByRole('note')).toBeNull();
    // nothing of the viewer yet, however long one waits
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('model-viewer')).toBeNull();
    expect(scene.loaded).toBe(false);
    open.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('model-viewer')).toBeTruthy();
    expect(screen.queryByTestId('model-viewer-poster')).toBeNull();
    await waitFor(() => expect(scene.loaded).toBe(true));
    expect(await screen.findByTestId('model-canvas')).toBeTruthy();
  });

  it('draws a neutral box with the button when the model has no cover', async () => {
    const { user } = setup({ patch: { format: 'stl', previewUrl: '/files/preview.glb', images: [] } });
    const poster = await screen.findByTestId('model-viewer-poster');
    expect(within(poster).queryByRole('img')).toBeNull();
    await user.click(within(poster).getByRole('button', { name: 'View in 3D' }));
    expect(await screen.findByTestId('model-viewer')).toBeTruthy();
  });

  it('sends a visitor who wants it to the login page, back here after', async () => {
    const { user, location } = setup();
    await user.click(await screen.findByTestId('model-download'));
    await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent('/modelDetail?id=5')}`));
  });

  it('asks a member for the PIN in a dialog, checks it, and buys at the price shown', async () => {
    const { api, user } = setup({ member: true });
    api.on(models.dnldModel, { url: '/files/model.skp?sig=1', expiresAt: '2026-11-26T20:00:00.000Z', bought: true });
    await user.click(await screen.findByTestId('model-download'));
    const dialog = await screen.findByRole('dialog', { name: /Island booth 6×9/ });
    const pin = within(dialog).getByTestId('model-pin');
    expect(document.activeElement).toBe(pin);
    await user.type(pin, '12a');
    await user.click(within(dialog).getByRole('button', { name: /12\.50/ }));
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent(models.dnldModel)).toHaveLength(0);
    await user.clear(pin);
    await user.type(pin, '123456{Enter}');
    await waitFor(() => expect(api.sent(models.dnldModel)).toHaveLength(1));
    const [sent] = api.sent(models.dnldModel);
    expect(sent!.body).toEqual({ id: 5, paycode: '123456', price: 1250 });
    expect(Object.keys(sent!.headers).map((h) => h.toLowerCase())).toContain('idempotency-key');
    expect(await screen.findByTestId('model-download-link')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('with too few coins the checkout links the top-up with the coins missing, coming back here', async () => {
    const { api, user } = setup({ member: true, coins: 1_000 });
    await user.click(await screen.findByTestId('model-download'));
    const dialog = await screen.findByRole('dialog', { name: /Island booth 6×9/ });
    expect(within(dialog).getByTestId('model-short').textContent).toContain('Your balance is 2.50 coins short.');
    expect(within(dialog).getByTestId('model-recharge').getAttribute('href')).toBe(
      `/personalCenter/recharge?need=250&return=${encodeURIComponent('/modelDetail?id=5')}`,
    );
    expect((within(dialog).getByTestId('model-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(api.sent(models.dnldModel)).toHaveLength(0);
  });

  it('closes the dialog on Escape and buys nothing', async () => {
    const { api, user } = setup({ member: true });
    await user.click(await screen.findByTestId('model-download'));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent(models.dnldModel)).toHaveLength(0);
  });

  it('says a missing model is not found, with a way back to the model centre', async () => {
    setup({ url: '/modelDetail?id=6' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /model/i }).getAttribute('href')).toBe('/modelCenter');
  });
});
