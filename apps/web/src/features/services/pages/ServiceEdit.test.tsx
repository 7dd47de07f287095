import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { services } from '@boothhub/shared';
import { fakeApi, refuse } from '../../../test/fakeApi';
import { renderPage } from '../../../test/renderPage';
import ServiceEdit from './ServiceEdit';
import { serviceDetail, type ServiceDetail } from '../test/fixtures';

/** A designer's service package form in plain markup: the usual choices for a new one, antd's messages, the price in cents. */
type Detail = ServiceDetail;

/** the designer's own package, editable */
const detail = (patch: Partial<Detail> = {}): Detail =>
  serviceDetail({
    category: 'hall',
    style: 'tech',
    opens: 3,
    days: 10,
    revisions: 1,
    price: 300_050,
    cover: '/files/cover.png',
    coverId: 'f-cover',
    can: { edit: true, buy: false },
    ...patch,
  });

function setup(url: string, patch: Partial<Detail> = {}) {
  const api = fakeApi();
  api.on(services.serviceInfo, (b) => (b.id === 7 ? detail(patch) : refuse('SERVICE_NOT_FOUND')));
  api.on(services.servicePub, (b) => detail({ ...b, id: 8, cover: null, coverId: b.cover ?? null }));
  api.on(services.serviceEdit, (b) => detail({ ...b, cover: null, coverId: b.cover ?? null }));
  return { api, ...renderPage(<ServiceEdit />, { path: '/personalCenter/*', url }) };
}

describe('a service package form (/personalCenter/addService, editService)', () => {
  it('a new package starts with the usual choices, says what is missing or wrong, then publishes and opens it', async () => {
    const { api, user, location } = setup('/personalCenter/addService');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('New service');
    expect((screen.getByLabelText('Design type') as HTMLSelectElement).value).toBe('booth');
    expect((screen.getByLabelText('Open sides') as HTMLSelectElement).value).toBe('4');
    expect((screen.getByLabelText('Delivery (days)') as HTMLInputElement).value).toBe('5');
    await user.click(screen.getByTestId('service-save'));
    expect(await screen.findByText('Please enter Title')).toBeTruthy();
    expect(screen.getByText('Please enter Area (m²)')).toBeTruthy();
    expect(screen.getByText('Please enter Price (coins)')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('service-title-input'));

    await user.type(screen.getByTestId('service-title-input'), 'Island stand');
    await user.type(screen.getByTestId('service-plaza'), '36');
    await user.type(screen.getByTestId('service-price-input'), '99.99');
    await user.click(screen.getByRole('checkbox', { name: 'Renderings' }));
    await user.click(screen.getByTestId('service-save'));
    expect(await screen.findByText('At least 100.00')).toBeTruthy();
    expect(screen.getByText('Please enter Deliverables')).toBeTruthy();
    expect(api.sent(services.servicePub)).toHaveLength(0);

    await user.clear(screen.getByTestId('service-price-input'));
    await user.type(screen.getByTestId('service-price-input'), '3000.5');
    await user.click(screen.getByRole('checkbox', { name: 'Floor plan' }));
    await user.selectOptions(screen.getByLabelText('Style'), 'Luxury');
    await user.click(screen.getByTestId('service-save'));
    await waitFor(() => expect(location()).toBe('/serviceInfo?id=8'));
    expect(api.sent(services.servicePub)[0]?.body).toEqual({
      title: 'Island stand',
      descr: '',
      category: 'booth',
      style: 'luxury',
      plaza: 36,
      opens: 4,
      days: 5,
      revisions: 2,
      deliverables: ['plan'],
      price: 300_050,
      cover: null,
    });
  });

  it('an edit is filled from the package and sends the changed package with its cover', async () => {
    const { api, user } = setup('/personalCenter/editService?id=7');
    expect(((await screen.findByTestId('service-title-input')) as HTMLInputElement).value).toBe('36 m² island booth');
    expect((screen.getByTestId('service-price-input') as HTMLInputElement).value).toBe('3000.50');
    expect(screen.getAllByTestId('service-cover-item')).toHaveLength(1);
    await user.clear(screen.getByTestId('service-days'));
    await user.type(screen.getByTestId('service-days'), '91');
    await user.click(screen.getByTestId('service-save'));
    expect(await screen.findByText('Delivery (days) must be between 1 and 90')).toBeTruthy();
    await user.clear(screen.getByTestId('service-days'));
    await user.type(screen.getByTestId('service-days'), '12');
    await user.click(screen.getByTestId('service-save'));
    await waitFor(() => expect(api.sent(services.serviceEdit)).toHaveLength(1));
    expect(api.sent(services.serviceEdit)[0]?.body).toEqual({
      id: 7,
      title: '36 m² island booth',
      descr: 'Three renderings and a plan.',
      category: 'hall',
      style: 'tech',
      plaza: 36,
      opens: 3,
      days: 12,
      revisions: 1,
      deliverables: ['rendering', 'plan'],
      price: 300_050,
      cover: 'f-cover',
    });
  });

  it('someone else’s package, or none, is not found', async () => {
    setup('/personalCenter/editService?id=7', { can: { edit: false, buy: true } });
    expect(await screen.findByText('No such service package.')).toBeTruthy();
    expect(screen.queryByTestId('service-form')).toBeNull();
  });
});
