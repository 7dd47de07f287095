import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { account, services } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { renderPage } from '../../../test/renderPage';
import ServiceList from './ServiceList';

/** The service packages' search (a plain UrlSearchPage, decision 049): its state is the address. */
function setup(url: string) {
  const api = fakeApi();
  api.on(account.loginCheck, { loggedIn: false });
  api.on(services.searchService, { listItem: [], total: 0, page: 1, pageSize: 12 });
  return { api, ...renderPage(<ServiceList />, { path: '/service', url }) };
}

describe('the service packages list (/service)', () => {
  it('puts a price typed in coins into the address when the box is left, back on page 1', async () => {
    const { user, location } = setup('/service?page=3');
    const min = await screen.findByTestId('service-filter-min');
    await user.type(min, '500');
    await user.tab();
    await waitFor(() => expect(location()).toBe('/service?min=500'));
  });

  it('changes nothing when a box is only passed through with Tab (the page stays)', async () => {
    const { user, location } = setup('/service?page=3&min=500');
    const min = await screen.findByTestId('service-filter-min');
    await user.click(min);
    await user.tab();
    await user.tab();
    expect(location()).toBe('/service?page=3&min=500');
  });

  it('sorts by the native select and filters by the keyword', async () => {
    const { user, location } = setup('/service');
    await user.selectOptions(await screen.findByTestId('service-sort'), 'sales');
    await waitFor(() => expect(location()).toBe('/service?sort=sales'));
    await user.type(screen.getByRole('searchbox'), 'island{Enter}');
    await waitFor(() => expect(location()).toBe('/service?sort=sales&q=island'));
  });
});
