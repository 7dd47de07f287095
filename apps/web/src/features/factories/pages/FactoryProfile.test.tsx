import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { categories, factories, type DataOf } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { renderPage } from '../../../test/renderPage';
import { categoryNode as node } from '../../../test/categoryFixture';
import FactoryProfile from './FactoryProfile';

/** A factory's company profile in plain markup: filled from Factory/profile, checked as antd's form did, saved whole. */
type Profile = DataOf<typeof factories.factoryProfile>;

const empty: Profile = {
  exists: false,
  cardno: '10000009',
  companyName: '',
  companyNameEn: null,
  city: '',
  capabilities: [],
  workshopArea: 0,
  annualCapacity: 0,
  descr: '',
  certificates: [],
  photos: [],
  canSave: true,
};

const trees = {
  version: 'v1',
  trees: {
    region: [node(1, 'shanghai', '上海', 'Shanghai', null, [node(11, 'shanghai-c', '上海', 'Shanghai', 1)]), node(2, 'hainan', '海南', 'Hainan')],
  },
};

function setup(profile: Profile) {
  const api = fakeApi();
  api.on(categories.menusTree, trees);
  let current = profile;
  api.on(factories.factoryProfile, () => current);
  api.on(factories.factoryProfileSave, (b) => {
    current = {
      ...current,
      ...b,
      exists: true,
      companyNameEn: b.companyNameEn ?? null,
      descr: b.descr ?? '',
      certificates: (b.certificates ?? []).map((fileId) => ({ fileId, url: `/files/${fileId}` })),
      photos: (b.photos ?? []).map((fileId) => ({ fileId, url: `/files/${fileId}` })),
    };
    return current;
  });
  return { api, ...renderPage(<FactoryProfile />, { path: '/personalCenter/factoryProfile' }) };
}

describe('company profile (/personalCenter/factoryProfile)', () => {
  it('says what is missing with antd’s messages, puts the focus there, then saves the profile', async () => {
    const { api, user } = setup(empty);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Company profile');
    await user.type(await screen.findByLabelText('Company name'), 'J');
    await user.clear(screen.getByLabelText('Workshop area'));
    await user.click(screen.getByTestId('fa-profile-save'));
    expect(await screen.findByText('Company name must be between 2 and 80 characters')).toBeTruthy();
    expect(screen.getByText('Please enter City')).toBeTruthy();
    expect(screen.getByText('Please enter Capabilities')).toBeTruthy();
    expect(screen.getByText('Please enter Workshop area')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Company name'));
    expect(api.sent(factories.factoryProfileSave)).toHaveLength(0);

    await user.type(screen.getByLabelText('Company name'), 'iangxin Exhibits');
    // the city is typed (either language) and picked with Enter
    await user.type(screen.getByLabelText('City'), '海南');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Hainan']));
    await user.keyboard('{Enter}');
    await user.click(screen.getByTestId('fa-profile-caps-lighting'));
    await user.click(screen.getByTestId('fa-profile-caps-structure'));
    await user.type(screen.getByLabelText('Workshop area'), '5000');
    await user.clear(screen.getByLabelText('Annual capacity (booths)'));
    await user.type(screen.getByLabelText('Annual capacity (booths)'), '120');
    await user.click(screen.getByTestId('fa-profile-save'));
    expect(await screen.findByText('Company profile saved')).toBeTruthy();
    expect(api.sent(factories.factoryProfileSave)[0]?.body).toEqual({
      companyName: 'Jiangxin Exhibits',
      companyNameEn: null,
      city: '海南',
      capabilities: ['lighting', 'structure'],
      workshopArea: 5000,
      annualCapacity: 120,
      descr: '',
      certificates: [],
      photos: [],
    });
    // the saved profile has a public page
    expect((await screen.findByRole('link', { name: 'View public page' })).getAttribute('href')).toBe('/factoryInfo?cardno=10000009');
  });

  it('is filled from the saved profile and keeps its pictures', async () => {
    const { api, user } = setup({
      ...empty,
      exists: true,
      companyName: 'Jiangxin Exhibits',
      companyNameEn: 'Jiangxin',
      city: '上海',
      capabilities: ['av'],
      workshopArea: 800,
      annualCapacity: 40,
      descr: 'Stands since 2008',
      certificates: [{ fileId: 'c1', url: '/files/c1' }],
      photos: [
        { fileId: 'p1', url: '/files/p1' },
        { fileId: 'p2', url: '/files/p2' },
      ],
    });
    expect(((await screen.findByLabelText('Company name in English')) as HTMLInputElement).value).toBe('Jiangxin');
    expect(await within(screen.getByTestId('fa-profile-city')).findByRole('button', { name: 'Remove Shanghai' })).toBeTruthy();
    expect((screen.getByTestId('fa-profile-caps-av') as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByTestId('fa-photos-picker-item')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Delete: Photos of built booths 1' }));
    await user.click(screen.getByTestId('fa-profile-save'));
    await waitFor(() => expect(api.sent(factories.factoryProfileSave)).toHaveLength(1));
    expect(api.sent(factories.factoryProfileSave)[0]?.body).toMatchObject({
      companyNameEn: 'Jiangxin',
      capabilities: ['av'],
      workshopArea: 800,
      descr: 'Stands since 2008',
      certificates: ['c1'],
      photos: ['p2'],
    });
  });

  it('a member who is no factory sees why, with every field off', async () => {
    setup({ ...empty, canSave: false });
    expect(await screen.findByText('Only factory accounts keep a company profile.')).toBeTruthy();
    expect(screen.getByLabelText('Company name').matches(':disabled')).toBe(true);
    expect(screen.getByTestId('fa-profile-save').matches(':disabled')).toBe(true);
    expect(screen.getByTestId('fa-certs-picker-button').matches(':disabled')).toBe(true);
  });
});
