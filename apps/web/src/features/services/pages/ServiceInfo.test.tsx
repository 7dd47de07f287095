import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { account, services } from '@boothhub/shared';
import { fakeApi, refuse } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import ServiceInfo from './ServiceInfo';
import { serviceDetail, type ServiceDetail } from '../test/fixtures';

type Detail = ServiceDetail;
const detail = serviceDetail;

function setup(role: 'business' | 'designer' | null, patch: Partial<Detail> = {}, coins = 1_000_000) {
  const api = fakeApi();
  if (role) logIn(api, memberFixture({ role, coins }));
  else api.on(account.loginCheck, { loggedIn: false });
  let current = detail(patch);
  api.on(services.serviceInfo, () => current);
  return {
    api,
    setPrice: (price: number) => (current = { ...current, price }),
    ...renderPage(<ServiceInfo />, { path: '/serviceInfo', url: '/serviceInfo?id=7' }),
  };
}

describe('a service package (/serviceInfo)', () => {
  it('shows the package, its designer and the price; a business may buy, and the empty brief sends nothing', async () => {
    const { api, user } = setup('business');
    expect((await screen.findByTestId('service-title')).textContent).toBe('36 m² island booth');
    expect(screen.getByTestId('service-detail-price').textContent).toBe('3000.00 coins');
    expect(screen.getByTestId('service-designer').textContent).toContain('Rating 4.5');
    expect(screen.getByText('Island (4 open sides)')).toBeTruthy();
    await user.click(screen.getByTestId('service-buy'));
    const dialog = await screen.findByRole('dialog', { name: 'Buy "36 m² island booth"' });
    expect(within(dialog).getByText('The price is held in escrow and paid to the designer when you accept the design.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Pay 3000.00 coins' }));
    expect(await screen.findByText('Please enter Payment PIN')).toBeTruthy();
    expect(screen.getByText('Please enter Exhibition city and venue')).toBeTruthy();
    expect(screen.getByText('Please enter Exhibition opens ~ Exhibition closes')).toBeTruthy();
    expect(screen.getByTestId('buy-addr')).toHaveProperty('ariaInvalid', 'true');
    expect(document.activeElement).toBe(screen.getByTestId('buy-addr'));
    expect(api.sent(services.serviceBuy)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('buy-addr')).toBeNull());
  });

  it('checks the brief: a short venue, a bad phone, a day gone by; a complete brief is bought and the task opens', async () => {
    const { api, user } = setup('business');
    await user.click(await screen.findByTestId('service-buy'));
    await user.type(await screen.findByTestId('buy-addr'), 'x');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-05-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020-05-03' } });
    await user.type(screen.getByTestId('buy-cont-name'), '王经理');
    await user.type(screen.getByTestId('buy-cont-phone'), '12');
    await user.type(screen.getByTestId('buy-pin'), '2468');
    await user.click(screen.getByRole('button', { name: 'Pay 3000.00 coins' }));
    expect(await screen.findByText('Exhibition city and venue must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('The exhibition cannot open before today')).toBeTruthy();
    expect(screen.getByText('A mobile number or a landline with area code')).toBeTruthy();
    expect(screen.getByText('The PIN is 6 digits')).toBeTruthy();
    expect(api.sent(services.serviceBuy)).toHaveLength(0);

    await user.type(screen.getByTestId('buy-addr'), ' 上海');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-05-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2030-05-03' } });
    await user.type(screen.getByTestId('buy-tips'), ' 洽谈区 ');
    await user.clear(screen.getByTestId('buy-cont-phone'));
    await user.type(screen.getByTestId('buy-cont-phone'), '13912345678');
    await user.type(screen.getByTestId('buy-pin'), '10');
    api.on(services.serviceBuy, { taskId: 42, status: 'in_progress' });
    await user.click(screen.getByRole('button', { name: 'Pay 3000.00 coins' }));
    await waitFor(() => expect(api.sent(services.serviceBuy)).toHaveLength(1));
    const [sent] = api.sent(services.serviceBuy);
    expect(sent?.body).toEqual({
      id: 7,
      paycode: '246810',
      price: 300_000,
      addr: 'x 上海',
      sdate: '2030-05-01',
      edate: '2030-05-03',
      tips: '洽谈区',
      conts: { name: '王经理', phone: '13912345678' },
    });
    expect(sent?.headers['Idempotency-Key']).toBeTruthy();
  });

  it('a price changed since the page was opened: the answer is shown and the page reloads with the new price', async () => {
    const { api, user, setPrice } = setup('business');
    await user.click(await screen.findByTestId('service-buy'));
    await user.type(await screen.findByTestId('buy-addr'), '上海 国家会展中心');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2030-05-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2030-05-03' } });
    await user.type(screen.getByTestId('buy-cont-name'), '王经理');
    await user.type(screen.getByTestId('buy-cont-phone'), '13912345678');
    await user.type(screen.getByTestId('buy-pin'), '246810');
    api.on(services.serviceBuy, () => {
      setPrice(350_000);
      return refuse('SERVICE_PRICE_CHANGED', { price: '3500.00' });
    });
    await user.click(screen.getByText('Pay 3000.00 coins'));
    expect(await screen.findByText(/changed to 3500.00 coins/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('service-detail-price').textContent).toBe('3500.00 coins'));
    const [sent] = api.sent(services.serviceBuy);
    expect(sent?.body).toMatchObject({ id: 7, price: 300_000, sdate: '2030-05-01', edate: '2030-05-03', paycode: '246810' });
    expect(sent?.headers['Idempotency-Key']).toBeTruthy();
  });

  it('with too few coins the checkout says how many are missing and links the top-up, coming back here', async () => {
    const { api, user } = setup('business', {}, 120_000);
    await user.click(await screen.findByTestId('service-buy'));
    expect((await screen.findByTestId('buy-short')).textContent).toContain('Your balance is 1800.00 coins short.');
    expect(screen.getByTestId('buy-recharge').getAttribute('href')).toBe(
      `/personalCenter/recharge?need=180000&return=${encodeURIComponent('/serviceInfo?id=7')}`,
    );
    expect((screen.getByTestId('buy-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(api.sent(services.serviceBuy)).toHaveLength(0);
  });

  it('a visitor is offered to log in instead of Buy', async () => {
    setup(null, { can: { edit: false, buy: false } });
    expect(await screen.findByTestId('service-buy-login')).toBeTruthy();
    expect(screen.queryByTestId('service-buy')).toBeNull();
  });

  it('the owner gets Edit and no Buy; a paused package says so', async () => {
    setup('designer', { can: { edit: true, buy: false }, status: 'paused' });
    expect(await screen.findByText('Edit')).toBeTruthy();
    expect(screen.queryByTestId('service-buy')).toBeNull();
    expect(screen.getByText('Paused: it is out of the search and cannot be bought.')).toBeTruthy();
  });

  it('a missing package says so', async () => {
    const api = fakeApi();
    api.on(account.loginCheck, { loggedIn: false });
    api.on(services.serviceInfo, () => refuse('SERVICE_NOT_FOUND'));
    renderPage(<ServiceInfo />, { path: '/serviceInfo', url: '/serviceInfo?id=7' });
    expect(await screen.findByText('No such service package.')).toBeTruthy();
    await waitFor(() => expect(api.sent(services.serviceInfo).length).toBeGreaterThan(0));
  });
});
