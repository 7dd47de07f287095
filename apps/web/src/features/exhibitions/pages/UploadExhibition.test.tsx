import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { exhibitions, venues, type DataOf } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { venueListItem } from '../../../test/venueFixture';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import UploadExhibition from './UploadExhibition';

// the category trees' picker is another part's (its own tests): a native select with the same props stands in
vi.mock('../../categories/components/CategorySelect', () => ({
  CategorySelect: ({ id, value, onChange, testId }: { id?: string; value?: string; onChange?: (v: string | undefined) => void; testId?: string }) => (
    <select id={id} value={value ?? ''} onChange={(e) => onChange?.(e.target.value || undefined)} data-testid={testId}>
      <option value="" />
      <option value="auto">Automotive</option>
    </select>
  ),
}));

type Edit = DataOf<typeof exhibitions.huizhanEdit>;
const stored = (patch: Partial<Edit> = {}): Edit => ({
  id: 31,
  status: 'draft',
  rejectReason: null,
  title: '上海车展',
  titleEn: 'Auto Shanghai',
  industry: 'auto',
  city: '上海',
  venueId: null,
  address: '',
  sdate: '2026-05-01',
  edate: '2026-05-08',
  organiser: 'CIEC',
  organiserEn: null,
  area: 20_000,
  exhibitors: 0,
  descr: '',
  descrEn: null,
  content: '',
  contentEn: null,
  cover: null,
  gallery: [],
  rules: { maxHeightCm: 450, maxStoreys: 2, rigging: true },
  coverUrl: null,
  galleryUrls: [],
  halls: [],
  can: { edit: true, review: false, plan: true },
  ...patch,
});

const venue = venueListItem({ name: '国家会展中心', address: '崧泽大道333号' });

function setup(url: string, record?: Edit) {
  const api = fakeApi();
  logIn(api, memberFixture({ role: 'business' }));
  api.on(venues.searchHuichang, { listItem: [venue], total: 1, page: 1, pageSize: 20 });
  let saved = record;
  if (record) api.on(exhibitions.huizhanEdit, () => saved!);
  api.on(exhibitions.huizhanPub, (body) => {
    saved = stored({ id: body.id ?? 31, title: body.title, status: body.submit ? 'pending' : 'draft' });
    api.on(exhibitions.huizhanEdit, () => saved!);
    return { id: saved.id, status: saved.status };
  });
  const view = renderPage(<UploadExhibition />, { path: '/uploadExhibition', url });
  return { api, ...view };
}

const days = (from: string, to: string) => {
  const group = screen.getByRole('group', { name: 'Dates' });
  fireEvent.change(within(group).getByLabelText('From'), { target: { value: from } });
  fireEvent.change(within(group).getByLabelText('To'), { target: { value: to } });
};

describe('publishing an exhibition (/uploadExhibition)', () => {
  it('a new one: says what is missing, checks the figures, and saves a draft that the page then edits', async () => {
    const { api, user, location } = setup('/uploadExhibition');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Publish an exhibition');
    expect(screen.getByText('Save the exhibition first, then add its floor plan.')).toBeTruthy();
    await user.click(screen.getByTestId('ex-pub-draft'));
    for (const label of ['Title', 'Industry', 'City', 'Dates']) expect(screen.getByText(`Please enter ${label}`)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), '成都展');
    await user.selectOptions(screen.getByLabelText('Industry'), 'auto');
    // the city box suggests the known cities and takes any other
    const city = screen.getByLabelText('City');
    expect(city.getAttribute('list')).toBeTruthy();
    await user.type(city, '成都');
    days('2026-06-01', '2026-08-30');
    expect(screen.getByText('An exhibition or a convention lasts at most 60 days')).toBeTruthy();
    days('2026-06-01', '2026-06-03');
    await user.type(screen.getByLabelText('Exhibition area (m²)'), '1.5');
    expect(screen.getByText('Exhibition area (m²) must be between 0 and 10000000')).toBeTruthy();
    await user.clear(screen.getByLabelText('Exhibition area (m²)'));
    await user.type(screen.getByLabelText('Exhibition area (m²)'), '800');
    await user.type(screen.getByLabelText('Maximum stand height (m)'), '4.5');
    await user.click(screen.getByLabelText('Rigging (hanging from the ceiling) allowed'));
    // the English texts are folded away, in the page
    await user.type(screen.getByLabelText('Title (English)'), 'Chengdu Expo');
    expect(api.sent(exhibitions.huizhanPub)).toHaveLength(0);
    await user.click(screen.getByTestId('ex-pub-draft'));
    await waitFor(() => expect(location()).toBe('/uploadExhibition?id=31'));
    expect(api.sent(exhibitions.huizhanPub)[0]?.body).toEqual({
      submit: false,
      title: '成都展',
      titleEn: 'Chengdu Expo',
      industry: 'auto',
      city: '成都',
      address: '',
      sdate: '2026-06-01',
      edate: '2026-06-03',
      organiser: '',
      area: 800,
      exhibitors: 0,
      descr: '',
      content: '',
      cover: null,
      gallery: [],
      rules: { maxHeightCm: 450, rigging: true },
    });
    expect(await screen.findByText('Draft saved')).toBeTruthy();
    expect(await screen.findByTestId('plan-add-hall')).toBeTruthy();
  });

  it('picks the venue from the list, which fills the city and the address (issue 32 item 8)', async () => {
    const { api, user } = setup('/uploadExhibition');
    await user.type(await screen.findByLabelText('Title'), '上海展');
    await user.selectOptions(screen.getByLabelText('Industry'), 'auto');
    days('2026-06-01', '2026-06-03');
    await user.click(screen.getByLabelText('Venue'));
    await user.click(await screen.findByText('国家会展中心 · Shanghai'));
    await waitFor(() => expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Shanghai'));
    expect((screen.getByTestId('ex-pub-address') as HTMLInputElement).value).toBe('崧泽大道333号');
    await user.click(screen.getByTestId('ex-pub-draft'));
    await waitFor(() => expect(api.sent(exhibitions.huizhanPub)).toHaveLength(1));
    expect(api.sent(exhibitions.huizhanPub)[0]?.body).toMatchObject({ venueId: 3, city: 'Shanghai', address: '崧泽大道333号' });
  });

  it('an edit keeps its venue, named in the box', async () => {
    const { api, user } = setup('/uploadExhibition?id=31', stored({ venueId: 3, venueName: '国家会展中心' }));
    expect(await screen.findByText('国家会展中心')).toBeTruthy();
    await user.click(screen.getByTestId('ex-pub-draft'));
    await waitFor(() => expect(api.sent(exhibitions.huizhanPub)).toHaveLength(1));
    expect(api.sent(exhibitions.huizhanPub)[0]?.body).toMatchObject({ id: 31, venueId: 3 });
  });

  it('an edit: filled from the stored one, submitted for review with its id', async () => {
    const { api, user, location } = setup('/uploadExhibition?id=31', stored());
    expect(((await screen.findByLabelText('Title')) as HTMLInputElement).value).toBe('上海车展');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-05-01');
    expect((screen.getByLabelText('Maximum stand height (m)') as HTMLInputElement).value).toBe('4.5');
    expect((screen.getByLabelText('Rigging (hanging from the ceiling) allowed') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByTestId('ex-pub-submit'));
    await waitFor(() => expect(location()).toBe('/personalCenter/myExhibitions'));
    const [sent] = api.sent(exhibitions.huizhanPub);
    expect(sent?.body).toMatchObject({
      id: 31,
      submit: true,
      titleEn: 'Auto Shanghai',
      area: 20_000,
      rules: { maxHeightCm: 450, maxStoreys: 2, rigging: true },
    });
  });

  it('one waiting for review is edited in place: no draft button, and the update is sent as a submission (decision 080)', async () => {
    const { api } = setup('/uploadExhibition?id=31', stored({ status: 'pending' }));
    expect((await screen.findByTestId('ex-pub-in-review')).textContent).toBe(
      'This exhibition is in review. Saving replaces what you sent; it stays in review.',
    );
    expect(screen.getByLabelText('Title').matches(':disabled')).toBe(false);
    expect(screen.queryByTestId('ex-pub-draft')).toBeNull();
    const submit = screen.getByTestId('ex-pub-submit');
    expect(submit.textContent).toBe('Update the submission');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Auto Shanghai 2027' } });
    fireEvent.click(submit);
    await waitFor(() => expect(api.sent(exhibitions.huizhanPub)).toHaveLength(1));
    expect(api.sent(exhibitions.huizhanPub)[0]?.body).toMatchObject({ id: 31, title: 'Auto Shanghai 2027', submit: true });
  });

  it('a rejected one shows the reviewer’s reason', async () => {
    setup('/uploadExhibition?id=31', stored({ status: 'rejected', rejectReason: 'No dates on the poster' }));
    expect((await screen.findByTestId('ex-pub-rejected')).textContent).toBe('Rejected: No dates on the poster');
  });
});
