import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { factories, type DataOf } from '@boothhub/shared';
import { fakeApi, refuse } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import FactoryInfo from './FactoryInfo';

/** A factory's public page in plain markup: its facts, photos and certificates with the picture viewer. */
const info: DataOf<typeof factories.factoryInfo> = {
  cardno: '10000001',
  companyName: 'Jiangxin Exhibits',
  companyNameEn: null,
  city: '上海',
  capabilities: ['structure', 'lighting'],
  workshopArea: 5000,
  annualCapacity: 300,
  cover: '/files/p1.jpg',
  photoCount: 2,
  nickname: 'jiangxin',
  descr: 'Stands since 2008',
  certificates: [],
  photos: [
    { fileId: 'p1', url: '/files/p1.jpg' },
    { fileId: 'p2', url: '/files/p2.jpg' },
  ],
  updatedAt: '2026-11-01T08:00:00.000Z',
};

function setup(url: string, f = info, viewer?: string) {
  const api = fakeApi();
  if (viewer) logIn(api, memberFixture({ cardno: viewer, role: 'designer' }));
  api.on(factories.factoryInfo, (body) => (body.cardno === f.cardno ? f : refuse('FACTORY_NOT_FOUND')));
  return { api, ...renderPage(<FactoryInfo />, { path: '/factoryInfo', url }) };
}

describe('factory page (/factoryInfo)', () => {
  it('shows its name, facts and photos; a photo opens the viewer', async () => {
    const { user } = setup('/factoryInfo?cardno=10000001');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Jiangxin Exhibits');
    expect(screen.getByTestId('cap-lighting')).toBeTruthy();
    expect(screen.getByText('Stands since 2008')).toBeTruthy();
    expect(within(screen.getByTestId('fa-certs')).getByText('No data')).toBeTruthy();
    const second = within(screen.getByTestId('fa-photos')).getAllByRole('button')[1]!;
    await user.click(second);
    expect(screen.getByTestId('fa-photos-pictures-viewer-picture').getAttribute('src')).toBe('/files/p2.jpg');
  });

  it('shows the businesses’ ratings and its latest builds (issue 32 item 4)', async () => {
    setup('/factoryInfo?cardno=10000001', {
      ...info,
      ratings: { count: 3, quality: 4.7, punctuality: 4, service: 5 },
      builds: [{ title: 'Auto show booth', city: '上海', sdate: '2026-11-10', edate: '2026-11-12', stars: 4.3, comment: 'On time, solid work' }],
      buildCount: 7,
    });
    expect((await screen.findByTestId('fa-record')).querySelector('h2')?.textContent).toBe('Builds (7)');
    expect(screen.getByTestId('fa-ratings').textContent?.replace(/\s+/g, ' ')).toBe('Build quality 4.7On time 4.0Service 5.03 ratings');
    const build = within(screen.getByTestId('fa-builds')).getByRole('listitem');
    expect(build.textContent?.replace(/\s+/g, ' ')).toBe('Auto show booth Shanghai · 2026-11-10 4.3On time, solid work');
  });

  it('says so when no business has rated it yet', async () => {
    setup('/factoryInfo?cardno=10000001', { ...info, ratings: null, builds: [], buildCount: 0 });
    expect((await screen.findByTestId('fa-ratings-none')).textContent).toBe('No business has rated a build of this factory yet.');
    expect(screen.queryByTestId('fa-builds')).toBeNull();
  });

  it('offers a member a message to the factory (decision 080)', async () => {
    setup('/factoryInfo?cardno=10000001', info, '20000002');
    const link = await screen.findByTestId('send-message');
    expect(link.getAttribute('href')).toBe('/personalCenter/messages/chat?cardno=10000001');
  });

  it('offers no message to the factory on its own page', async () => {
    const { api } = setup('/factoryInfo?cardno=10000001', info, '10000001');
    await screen.findByRole('heading', { level: 1 });
    // the member's info is asked once the login check has answered: the page knows who is looking
    await waitFor(() => expect(api.requests.map((r) => r.path)).toContain('Member/userInfo'));
    expect(screen.queryByTestId('send-message')).toBeNull();
  });

  it('shows the way back for an unknown number', async () => {
    setup('/factoryInfo?cardno=10000002');
    expect((await screen.findByTestId('fa-missing')).querySelector('a')?.getAttribute('href')).toBe('/factory');
  });
});
