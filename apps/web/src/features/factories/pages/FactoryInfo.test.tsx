import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { factories, type DataOf } from '@boothhub/shared';
import { fakeApi, refuse } from '../../../test/fakeApi';
import { renderPage } from '../../../test/renderPage';
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

function setup(url: string) {
  const api = fakeApi();
  api.on(factories.factoryInfo, (body) => (body.cardno === info.cardno ? info : refuse('FACTORY_NOT_FOUND')));
  return renderPage(<FactoryInfo />, { path: '/factoryInfo', url });
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

  it('shows the way back for an unknown number', async () => {
    setup('/factoryInfo?cardno=10000002');
    expect((await screen.findByTestId('fa-missing')).querySelector('a')?.getAttribute('href')).toBe('/factory');
  });
});
