import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { models, type DataOf } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import ModelUpload from './ModelUpload';

// the category trees' picker is another part's (its own tests): a native select with the same props stands in
vi.mock('../../categories/components/CategorySelect', () => ({
  CategorySelect: ({ id, value, onChange, testId }: { id?: string; value?: string; onChange?: (v: string | undefined) => void; testId?: string }) => (
    <select id={id} value={value ?? ''} onChange={(e) => onChange?.(e.target.value || undefined)} data-testid={testId}>
      <option value="" />
      <option value="booth">Booth models</option>
      <option value="modern">Modern</option>
    </select>
  ),
}));

const fileId = (n: number) => n.toString(16).padStart(32, '0');
type Stored = DataOf<typeof models.modelForEdit>;
const stored = (patch: Partial<Stored> = {}): Stored => ({
  id: 5,
  status: 'approved',
  rejectReason: null,
  title: 'Island booth',
  category: 'booth',
  style: null,
  tags: ['island'],
  descr: 'Two storeys',
  price: 1_250,
  licence: '',
  fileId: fileId(1),
  format: 'glb',
  fileSize: 2 * 1024 * 1024,
  images: [{ fileId: fileId(2), url: '/img/2.png' }],
  ...patch,
});

function setup(url: string, model?: Stored) {
  const api = fakeApi();
  logIn(api, memberFixture({ role: 'designer' }));
  if (model) api.on(models.modelForEdit, model);
  api.on(models.editModel, (body) => ({ id: body.id, status: 'approved' }));
  api.on(models.uploadModel, () => ({ id: 9, status: 'pending' }));
  const view = renderPage(<ModelUpload />, { path: url.split('?')[0]!, url });
  return { api, ...view };
}

describe('model upload form (/personalCenter/modelUpload, modelEdit)', () => {
  it('a new model: says what is missing (file, title, category, images) and sends nothing', async () => {
    const { api, user } = setup('/personalCenter/modelUpload');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Upload a model');
    await user.click(screen.getByTestId('model-submit'));
    expect(await screen.findByText('Please upload the model file.')).toBeTruthy();
    expect(screen.getByText('Please enter Title')).toBeTruthy();
    expect(screen.getByText('Please enter Category')).toBeTruthy();
    expect(screen.getByText('Please add at least one preview image.')).toBeTruthy();
    // the title box is the first wrong box: the focus is there, its error tied to it
    const title = screen.getByLabelText('Title');
    expect(document.activeElement).toBe(title);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    // the file's button is named by its field and described by its error
    const pick = screen.getByRole('button', { name: 'Model file Choose a model file' });
    expect(pick.getAttribute('aria-describedby')).toBe('model-file-error');
    await user.type(title, 'A');
    expect(screen.getByText('Title must be between 2 and 120 characters')).toBeTruthy();
    expect(api.sent(models.uploadModel)).toHaveLength(0);
  });

  it('an edit: filled from the stored model, tags typed with separators, the price in coins; sends the whole model', async () => {
    const { api, user, location } = setup('/personalCenter/modelEdit?id=5', stored());
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Edit a model');
    expect(screen.getByTestId('model-file-name').textContent).toBe('Island booth.glb · 2.00 MB');
    expect((screen.getByTestId('model-price-input') as HTMLInputElement).value).toBe('12.50');
    expect(screen.getByText('0 makes the model free.')).toBeTruthy();
    const tags = screen.getByTestId('model-tags');
    await user.type(within(tags).getByLabelText('Tags'), 'led, modern{Enter}');
    expect(within(tags).getByRole('button', { name: 'Remove led' })).toBeTruthy();
    await user.click(within(tags).getByRole('button', { name: 'Remove island' }));
    await user.selectOptions(screen.getByLabelText('Style'), 'modern');
    const price = screen.getByTestId('model-price-input');
    await user.clear(price);
    await user.type(price, '12.345');
    await user.click(screen.getByTestId('model-submit'));
    expect(await screen.findByText(/at most two decimals/)).toBeTruthy();
    await user.clear(price);
    await user.type(price, '30');
    await user.click(screen.getByTestId('model-submit'));
    await waitFor(() => expect(location()).toBe('/personalCenter/modelManagement'));
    expect(api.sent(models.editModel)[0]?.body).toEqual({
      id: 5,
      title: 'Island booth',
      category: 'booth',
      style: 'modern',
      tags: ['led', 'modern'],
      descr: 'Two storeys',
      price: 3_000,
      licence: '',
      fileId: fileId(1),
      images: [fileId(2)],
      poster: null,
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('a rejected model shows the reviewer\u2019s reason', async () => {
    setup('/personalCenter/modelEdit?id=5', stored({ status: 'rejected', rejectReason: 'The preview is blurred' }));
    const note = await screen.findByRole('alert');
    expect(note.textContent).toContain('Rejected');
    expect(note.textContent).toContain('The preview is blurred');
  });
});
