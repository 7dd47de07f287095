import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { categories, conventions, venues } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { day } from '../../../test/dates';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import { treesFixture } from '../test/fixtures';
import { venueListItem } from '../../../test/venueFixture';
import UploadConvention from './UploadConvention';

const venue = venueListItem();

function setup(role: 'business' | 'designer' = 'business') {
  const api = fakeApi();
  logIn(api, memberFixture({ role }));
  api.on(categories.menusTree, treesFixture);
  api.on(venues.searchHuichang, { listItem: [venue], total: 1, page: 1, pageSize: 20 });
  api.on(conventions.huiyiPub, (b) => ({ id: 31, status: b.submit ? 'pending' : 'draft' }));
  return { api, ...renderPage(<UploadConvention />, { path: '/uploadConvention' }) };
}
type User = ReturnType<typeof setup>['user'];

/** Title, dates and the venue (which fills city and address): what a draft needs. */
async function fillDraft(user: User) {
  await user.click(await screen.findByTestId('cv-title'));
  await user.paste('Digital Exhibitions Conference');
  fireEvent.change(screen.getByLabelText('From'), { target: { value: day(30) } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: day(31) } });
  await user.click(screen.getByLabelText('Venue'));
  await user.click(await screen.findByText('National Exhibition and Convention Center · Shanghai'));
  await waitFor(() => expect((screen.getByTestId('cv-addrs') as HTMLInputElement).value).toBe('333 Songze Avenue'));
}

describe('publishing a convention (/uploadConvention)', () => {
  it('saves a draft with only title, dates and venue, and stays on the form with its id', async () => {
    const { api, user, location } = setup();
    await fillDraft(user);
    await user.click(screen.getByTestId('cv-save-draft'));
    expect(await screen.findByText('Draft saved')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/uploadConvention?id=31'));
    expect(api.sent(conventions.huiyiPub)[0]?.body).toMatchObject({
      title: 'Digital Exhibitions Conference',
      sdate: day(30),
      edate: day(31),
      venueId: 3,
      city: '上海',
      addrs: '333 Songze Avenue',
      contacter: '',
      phone: '',
      industry: null,
      cover: null,
      pictures: [],
      submit: false,
    });
  });

  it('submitting needs the contact, then goes to My conventions', async () => {
    const { api, user, location } = setup();
    await fillDraft(user);
    await user.click(screen.getByTestId('cv-submit'));
    expect(await screen.findByText('Please enter Contact person')).toBeTruthy();
    expect(api.sent(conventions.huiyiPub)).toHaveLength(0);
    await user.type(screen.getByTestId('cv-contacter'), 'Wang');
    await user.type(screen.getByTestId('cv-phone'), '12345');
    await user.click(screen.getByTestId('cv-submit'));
    expect(await screen.findByText('Enter a mobile (11 digits) or landline number')).toBeTruthy();
    await user.clear(screen.getByTestId('cv-phone'));
    await user.type(screen.getByTestId('cv-phone'), '13912345678');
    await user.click(screen.getByTestId('cv-submit'));
    await waitFor(() => expect(location()).toBe('/personalCenter/myConventions'));
    expect(api.sent(conventions.huiyiPub)[0]?.body).toMatchObject({ contacter: 'Wang', phone: '13912345678', submit: true });
  });

  it('a designer is told only businesses publish', async () => {
    setup('designer');
    expect(await screen.findByText('Only business members publish conventions')).toBeTruthy();
    expect(screen.queryByTestId('cv-submit')).toBeNull();
  });
});
