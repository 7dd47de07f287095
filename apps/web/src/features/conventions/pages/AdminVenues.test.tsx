import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { categories, venues, type DataOf } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import { treesFixture } from '../test/fixtures';
import { venueListItem } from '../../../test/venueFixture';
import AdminVenues from './AdminVenues';

type Item = DataOf<typeof venues.searchHuichang>['listItem'][number];
type Form = DataOf<typeof venues.venueEdit>;

/** /admin/venues in plain markup: the list, the venue dialog with its halls (checked before sending), a delete asked first. */
const item = (patch: Partial<Item> = {}): Item => venueListItem({ plaza: 12000, sizes: 3000, hallCount: 1, ...patch });
const form: Form = {
  id: 3,
  name: 'National Exhibition and Convention Center',
  nameEn: '',
  city: '上海',
  address: '333 Songze Avenue',
  addressEn: '',
  descr: 'A large venue',
  descrEn: '',
  faceimg: null,
  pictures: [],
  panoramas: [],
  featured: true,
  halls: [{ id: 1, name: 'Hall 1', nameEn: '', plaza: 12000, sizes: 3000 }],
  plaza: 12000,
  sizes: 3000,
};

function setup() {
  const api = fakeApi();
  logIn(api, memberFixture({ role: 'admin', cardno: '10000003' }));
  api.on(categories.menusTree, treesFixture);
  let shown = [item()];
  api.on(venues.searchHuichang, () => ({ listItem: shown, total: shown.length, page: 1, pageSize: 20 }));
  api.on(venues.venueEdit, form);
  api.on(venues.venueSave, (b) => ({ ...form, ...b, id: b.id ?? 8, faceimg: null, pictures: [], panoramas: [], halls: [] }));
  api.on(venues.venueDel, ({ id }) => {
    shown = shown.filter((r) => r.id !== id);
    return null;
  });
  return { api, ...renderPage(<AdminVenues />, { path: '/admin/venues' }) };
}

describe('/admin/venues (plain)', () => {
  it('a new venue names what is missing, its halls included, and sends nothing', async () => {
    const { api, user } = setup();
    const table = await screen.findByTestId('admin-venues-table');
    expect(within(table).getByTestId('admin-venue-3').getAttribute('href')).toBe('/conventionSpace/spaceInfo?id=3');
    await user.click(screen.getByTestId('admin-venue-new'));
    const dialog = await screen.findByRole('dialog', { name: 'New venue' });
    // the image fields (the convention form's ImageFields): each pick button is named by its field's label
    expect(within(dialog).getByTestId('venue-cover-button')).toBe(within(dialog).getByRole('button', { name: 'Cover Choose a cover' }));
    expect(within(dialog).getByTestId('venue-panoramas-button')).toBe(
      within(dialog).getByRole('button', { name: '360° panoramas (equirectangular, 2:1) Add pictures' }),
    );
    await user.click(within(dialog).getByTestId('venue-hall-add'));
    expect((within(dialog).getByTestId('venue-hall-plaza-0') as HTMLInputElement).value).toBe('0');
    await user.click(within(dialog).getByTestId('venue-save'));
    expect(await within(dialog).findByText('Please enter Name')).toBeTruthy();
    expect(within(dialog).getByText('Please enter City')).toBeTruthy();
    expect(within(dialog).getByText('Please enter Address')).toBeTruthy();
    expect(within(dialog).getByText('Please enter Hall name')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByTestId('venue-name-input'));
    expect(api.sent(venues.venueSave)).toHaveLength(0);
  });

  it('edits a venue: its halls are checked, then everything is sent', async () => {
    const { api, user } = setup();
    await screen.findByTestId('admin-venues-table');
    await user.click(screen.getByTestId('admin-venue-edit-3'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit venue National Exhibition and Convention Center' });
    expect((within(dialog).getByTestId('venue-hall-name-0') as HTMLInputElement).value).toBe('Hall 1');
    expect((within(dialog).getByRole('switch', { name: 'Featured on the home page' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByTestId('venue-hall-add'));
    const hall2 = within(dialog).getByRole('group', { name: 'Hall 2' });
    await user.clear(within(hall2).getByLabelText('Area (m²)'));
    await user.type(within(hall2).getByLabelText('Area (m²)'), '1.5');
    expect(within(hall2).getByText('Area (m²) must be between 0 and 10000000')).toBeTruthy();
    await user.click(within(dialog).getByTestId('venue-save'));
    expect(document.activeElement).toBe(within(hall2).getByLabelText('Hall name'));
    expect(api.sent(venues.venueSave)).toHaveLength(0);

    await user.type(within(hall2).getByLabelText('Hall name'), ' Hall 2 ');
    await user.clear(within(hall2).getByLabelText('Area (m²)'));
    await user.type(within(hall2).getByLabelText('Area (m²)'), '800');
    await user.clear(within(hall2).getByLabelText('Capacity (people)'));
    await user.type(within(hall2).getByLabelText('Capacity (people)'), '200');
    await user.click(within(dialog).getByTestId('venue-save'));
    await waitFor(() =>
      expect(api.sent(venues.venueSave).map((r) => r.body)).toEqual([
        {
          id: 3,
          name: 'National Exhibition and Convention Center',
          nameEn: '',
          city: '上海',
          address: '333 Songze Avenue',
          addressEn: '',
          descr: 'A large venue',
          descrEn: '',
          featured: true,
          faceimg: null,
          pictures: [],
          panoramas: [],
          halls: [
            { name: 'Hall 1', nameEn: '', plaza: 12000, sizes: 3000 },
            { name: 'Hall 2', nameEn: '', plaza: 800, sizes: 200 },
          ],
        },
      ]),
    );
    expect(await screen.findByText('Venue saved')).toBeTruthy();
  });

  it('deletes a venue after asking', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByTestId('admin-venue-delete-3'));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the venue National Exhibition and Convention Center?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.sent(venues.venueDel).map((r) => r.body)).toEqual([{ id: 3 }]));
    expect(await screen.findByText('Venue deleted')).toBeTruthy();
  });
});
