import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { exhibitions as ex, type DataOf } from '@boothhub/shared';
import { fakeApi, refuse } from '../../../test/fakeApi';
import { renderPage } from '../../../test/renderPage';
import { taskFixture } from '../../../test/taskFixture';
import ExhibitionDetail from './ExhibitionDetail';

type Detail = DataOf<typeof ex.huizhanInfo>;
const detail = (patch: Partial<Detail> = {}): Detail => ({
  id: 7,
  title: 'Shanghai Auto Show',
  city: '上海',
  venue: { id: 3, name: 'NECC' },
  address: '',
  sdate: '2027-04-20',
  edate: '2027-04-24',
  industry: 'auto',
  area: 360000,
  exhibitors: 1000,
  cover: '/files/cover.png',
  fav: false,
  descr: 'The biggest auto show.',
  content: '<p>Welcome <strong>all</strong></p>',
  organiser: 'CAAM',
  gallery: [{ fileId: 'g1', url: '/files/g1.png' }],
  rules: { maxStoreys: 1, maxHeightCm: 600, rigging: false },
  halls: 1,
  plots: 10,
  status: 'approved',
  rejectReason: null,
  publishedAt: null,
  can: { edit: false, review: false, plan: false },
  ...patch,
});

function setup(d: Detail | null) {
  const api = fakeApi();
  api.on(ex.huizhanInfo, () => d ?? refuse('EXHIBITION_NOT_FOUND'));
  const task = { ...taskFixture({ id: 91, title: 'Booth A01 design', groupid: 7 }) };
  api.on(ex.huizhanTasks, { listItem: [task], total: 1, page: 1, pageSize: 10 });
  api.on(ex.downloadHzImg, { url: '/api/Common/downloadHzImg/7.zip' });
  return { api, ...renderPage(<ExhibitionDetail />, { path: '/exhibition/:id', url: `/exhibition/${d?.id ?? 99}` }) };
}

describe('exhibition detail (/exhibition/:id)', () => {
  it('shows the facts, the venue link, the content, the rules, its open tasks and the plan link', async () => {
    setup(detail());
    expect((await screen.findByTestId('ex-title')).textContent).toBe('Shanghai Auto Show');
    expect(screen.getByTestId('ex-venue-link').getAttribute('href')).toBe('/conventionSpace/spaceInfo?id=3');
    expect(screen.getByTestId('ex-content').innerHTML).toBe('<p>Welcome <strong>all</strong></p>');
    expect(screen.getByTestId('ex-rules').textContent).toContain('Stands at most 6 m high');
    expect(screen.getByTestId('ex-rules').textContent).toContain('No rigging');
    expect((await screen.findByTestId('ex-task-91')).getAttribute('href')).toBe('/orderDetail?id=91');
    expect(screen.getByTestId('ex-floor-plan').getAttribute('href')).toBe('/exhibitionBooth?id=7');
    expect(screen.queryByTestId('ex-edit')).toBeNull();
  });

  it('offers the floor plan only where there is one, or to whoever may draw it (issue 32 item 8)', async () => {
    setup(detail({ halls: 0, plots: 0 }));
    expect((await screen.findByTestId('ex-title')).textContent).toBe('Shanghai Auto Show');
    expect(screen.queryByTestId('ex-floor-plan')).toBeNull();
  });

  it('offers its publisher the floor plan to draw before it has one', async () => {
    setup(detail({ halls: 0, plots: 0, can: { edit: true, review: false, plan: true } }));
    expect((await screen.findByTestId('ex-floor-plan')).getAttribute('href')).toBe('/exhibitionBooth?id=7');
  });

  it('shows the cover and the gallery as pictures that open the viewer', async () => {
    const { user } = setup(detail());
    await user.click(await screen.findByRole('button', { name: 'Shanghai Auto Show 2' }));
    expect(screen.getByTestId('ex-gallery-viewer-picture').getAttribute('src')).toBe('/files/g1.png');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('ex-gallery-viewer-picture').getAttribute('src')).toBe('/files/cover.png');
  });

  it('offers edit to who may, and downloads all images from the answered address', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: 'http://localhost/exhibition/7' });
    const { user, api } = setup(detail({ can: { edit: true, review: false, plan: true } }));
    expect((await screen.findByTestId('ex-edit')).getAttribute('href')).toBe('/uploadExhibition?id=7');
    await user.click(screen.getByTestId('ex-download'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/Common/downloadHzImg/7.zip'));
    expect(api.sent(ex.downloadHzImg)[0]?.body).toEqual({ id: 7 });
  });

  it('says so when the exhibition is not public', async () => {
    setup(null);
    expect((await screen.findByTestId('ex-missing')).textContent).toContain('This exhibition does not exist or is not public.');
  });
});
