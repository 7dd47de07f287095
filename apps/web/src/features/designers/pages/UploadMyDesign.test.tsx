import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { designers, type DataOf } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import UploadMyDesign from './UploadMyDesign';
import { workFixture } from '../test/fixtures';

// the category trees' picker is another part's (its own tests): a native select with the same props stands in
vi.mock('../../categories/components/CategorySelect', () => ({
  CategorySelect: ({ id, value, onChange, testId }: { id?: string; value?: string; onChange?: (v: string | undefined) => void; testId?: string }) => (
    <select id={id} value={value ?? ''} onChange={(e) => onChange?.(e.target.value || undefined)} data-testid={testId}>
      <option value="" />
      <option value="booth">Booth / stand</option>
      <option value="tech">Tech / futuristic</option>
    </select>
  ),
}));

type Work = DataOf<typeof designers.worksInfo>;
const fileId = (n: number) => n.toString(16).padStart(32, '0');
const work: Work = {
  ...workFixture({ descr: 'EV launch', cover: fileId(1), coverUrl: '/api/Gallery/image/1' }),
  pictures: [1, 2, 3].map((n) => ({ id: n, workId: 9, fileId: fileId(n), url: `/img/${n}.png`, position: n })),
};

function setup(url: string) {
  const api = fakeApi();
  logIn(api, memberFixture({ cardno: '20000002', role: 'designer' }));
  api.on(designers.worksInfo, work);
  api.on(designers.editWorks, (body) => ({ ...work, ...body, pictures: work.pictures }));
  api.on(designers.uploadWorks, () => work);
  const view = renderPage(<UploadMyDesign />, { path: url.split('?')[0]!, url });
  return { api, ...view };
}

describe('a work’s form (/personalCenter/uploadMyDesign, editMyDesign)', () => {
  it('a new work: checks the title, the type and style, the exhibition id, then asks for an image; sends nothing', async () => {
    const { api, user } = setup('/personalCenter/uploadMyDesign');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Upload a work');
    await user.click(screen.getByTestId('work-submit'));
    expect(screen.getByText('Please enter Title')).toBeTruthy();
    expect(screen.getByText('Please enter Design type')).toBeTruthy();
    expect(screen.getByText('Please enter Style')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Island stand');
    await user.selectOptions(screen.getByLabelText('Design type'), 'booth');
    await user.selectOptions(screen.getByLabelText('Style'), 'tech');
    await user.type(screen.getByLabelText('Related exhibition id (optional)'), '0');
    expect(screen.getByText(/Related exhibition id \(optional\) must be between 1 and/)).toBeTruthy();
    await user.clear(screen.getByLabelText('Related exhibition id (optional)'));
    // public by default, a choice of two radios
    expect((screen.getByRole('radio', { name: 'Public' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByTestId('work-submit'));
    expect(await screen.findByText('Add at least one image')).toBeTruthy();
    expect(api.sent(designers.uploadWorks)).toHaveLength(0);
  });

  it('an edit: filled from the work; the images reordered with their buttons, another cover, hidden; sends them in order', async () => {
    const { api, user, location } = setup('/personalCenter/editMyDesign?id=9');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Edit a work');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Island stand');
    const tiles = () => screen.getAllByTestId('work-image');
    expect(tiles().map((t) => t.getAttribute('data-file'))).toEqual([fileId(1), fileId(2), fileId(3)]);
    expect(tiles()[0]!.getAttribute('data-cover')).toBe('true');
    await user.click(within(tiles()[0]!).getByRole('button', { name: 'Move right' }));
    expect(tiles().map((t) => t.getAttribute('data-file'))).toEqual([fileId(2), fileId(1), fileId(3)]);
    const coverButton = within(tiles()[2]!).getByRole('button', { name: 'Use as cover' });
    expect(coverButton.getAttribute('aria-pressed')).toBe('false');
    await user.click(coverButton);
    expect(coverButton.getAttribute('aria-pressed')).toBe('true');
    await user.click(within(tiles()[0]!).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('radio', { name: 'Hidden' }));
    await user.type(screen.getByLabelText('Related exhibition id (optional)'), '12');
    await user.click(screen.getByTestId('work-submit'));
    await waitFor(() => expect(location()).toBe('/personalCenter/designManagement'));
    expect(api.sent(designers.editWorks)[0]?.body).toEqual({
      id: 9,
      title: 'Island stand',
      descr: 'EV launch',
      category: 'booth',
      style: 'tech',
      exhibitionId: 12,
      images: [fileId(1), fileId(3)],
      cover: fileId(3),
      visibility: 'hidden',
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
  });
});
