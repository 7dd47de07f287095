import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { account, venues, type DataOf } from '@boothhub/shared';
import { fakeApi, refuse } from '../../../test/fakeApi';
import { renderPage } from '../../../test/renderPage';
import { tableTexts } from '../../../test/table';
import VenueDetail from './VenueDetail';

// three.js's panorama scene, faked: `loaded` says whether the page asked for it
const scene = vi.hoisted(() => ({ loaded: false }));
vi.mock('../panorama/scene', () => {
  scene.loaded = true;
  return {
    createPanoramaScene: () => ({
      canvas: document.createElement('canvas'),
      setView() {},
      setImage: () => new Promise(() => {}),
      resize() {},
      dispose() {},
    }),
  };
});

/** A browser with WebGL (jsdom has none): a context on any canvas. */
function withWebGL() {
  vi.stubGlobal('WebGLRenderingContext', function WebGLRenderingContext() {});
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ getExtension: () => null } as unknown as RenderingContext);
}

/** A venue's page in plain markup: its halls as a table, its upcoming conventions, its pictures. */
type Venue = DataOf<typeof venues.huichangInfo>;
const venue = (patch: Partial<Venue> = {}): Venue => ({
  id: 3,
  name: 'National Exhibition and Convention Center',
  city: '上海',
  address: '333 Songze Avenue',
  descr: { text: 'A large venue', faceimg: null },
  pictures: ['/files/v1.jpg'],
  panoramas: [],
  halls: [
    { id: 1, name: 'Hall 1', plaza: 12000, sizes: 3000 },
    { id: 2, name: 'Hall 2', plaza: 8000, sizes: 2000 },
  ],
  plaza: 12000,
  sizes: 3000,
  featured: false,
  conventions: [{ id: 7, title: 'Smart Manufacturing Summit', sdate: '2026-12-10', edate: '2026-12-11', cover: null }],
  exhibitions: [],
  fav: false,
  ...patch,
});

function setup(v: Venue | null, url = '/conventionSpace/spaceInfo?id=3') {
  const api = fakeApi();
  api.on(account.loginCheck, { loggedIn: false });
  api.on(venues.huichangInfo, (body) => (v && body.id === v.id ? v : refuse('NOT_FOUND')));
  return renderPage(<VenueDetail />, { path: '/conventionSpace/spaceInfo', url });
}

describe('venue page (/conventionSpace/spaceInfo)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists its halls in a table, its upcoming conventions as links and its pictures', async () => {
    setup(venue());
    expect((await screen.findByTestId('venue-name')).textContent).toBe('National Exhibition and Convention Center');
    expect(tableTexts(screen.getByRole('table', { name: 'Halls' }))).toEqual([
      ['Hall', 'Area (m²)', 'Capacity (people)'],
      ['Hall 1', '12,000', '3,000'],
      ['Hall 2', '8,000', '2,000'],
    ]);
    expect(within(screen.getByTestId('venue-upcoming')).getByRole('link', { name: 'Smart Manufacturing Summit' }).getAttribute('href')).toBe(
      '/conventionSpace/7',
    );
    expect(screen.getByTestId('venue-pictures-0')).toBeTruthy();
  });

  it('says when nothing is coming', async () => {
    setup(venue({ conventions: [] }));
    expect(await screen.findByText('No upcoming conventions here')).toBeTruthy();
  });

  it('shows the way back for a venue that does not exist', async () => {
    setup(null, '/conventionSpace/spaceInfo?id=99');
    expect((await screen.findByTestId('venue-missing')).querySelector('a')?.getAttribute('href')).toBe('/conventionSpace?tab=venues');
  });

  it('shows the first panorama flat with its count, and loads the 360° viewer and three.js only on the click', async () => {
    withWebGL();
    const { user } = setup(venue({ panoramas: ['/files/p1.jpg', '/files/p2.jpg'] }));
    const poster = await screen.findByTestId('panorama-poster');
    const img = within(poster).getByRole('img', { name: 'National Exhibition and Convention Center: 360° panorama' });
    expect(img.getAttribute('src')).toBe('/files/p1.jpg');
    expect(poster.textContent).toContain('2 panoramas');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('panorama-stage')).toBeNull();
    expect(scene.loaded).toBe(false);
    await user.click(within(poster).getByRole('button', { name: 'Look around in 360°' }));
    const stage = await screen.findByTestId('panorama-stage');
    expect(screen.queryByTestId('panorama-poster')).toBeNull();
    // the stage takes the focus the button had: the arrow keys turn the view at once
    expect(document.activeElement).toBe(stage);
    await waitFor(() => expect(scene.loaded).toBe(true));
    expect(await screen.findByTestId('panorama-canvas')).toBeTruthy();
  });

  it('opens the flat pictures from the poster in a browser without WebGL', async () => {
    const { user } = setup(venue({ panoramas: ['/files/p1.jpg'] }));
    expect((await screen.findByTestId('panorama-poster')).textContent).not.toContain('panoramas');
    await user.click(screen.getByTestId('panorama-open'));
    expect(await screen.findByTestId('panorama-fallback')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('panorama-pictures-0'));
    expect(screen.queryByTestId('panorama-stage')).toBeNull();
  });
});
