import { useId, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FieldFrame } from './lite/Fields';
import { TextField, required, useLiteForm } from './lite/Form';
import { ImagePicker, type PickedImage } from './ImagePicker';

/** The upload itself (XMLHttpRequest) is faked: each file lands with a progress step, as `up-<name>`. */
const sent = vi.hoisted(() => [] as Array<{ name: string; purpose: string }>);
vi.mock('../lib/request', async (original) => ({
  ...(await original<typeof import('../lib/request')>()),
  upload: vi.fn(async (file: File, purpose: string, onProgress?: (pct: number) => void) => {
    sent.push({ name: file.name, purpose });
    onProgress?.(50);
    await new Promise((done) => setTimeout(done, 150));
    return { fileId: `up-${file.name}`, name: file.name, size: file.size, mime: file.type, url: `https://cdn.test/${file.name}` };
  }),
}));

afterEach(() => {
  sent.length = 0;
});

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function Pictures({ max, initial = [] }: { max: number; initial?: PickedImage[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ImagePicker value={value} onChange={setValue} max={max} label="Photos" testId="photos" purpose="factory" />
      <output data-testid="chosen">{value.map((i) => i.fileId).join(',')}</output>
    </>
  );
}

describe('ImagePicker', () => {
  it('uploads each picked image as its purpose, shows it as a thumbnail, and removes it by its named button', async () => {
    const user = userEvent.setup();
    render(<Pictures max={3} />);
    expect(screen.getByText('JPG, PNG, WebP or GIF, up to 20 MB each')).toBeTruthy();
    await user.upload(screen.getByTestId('photos-input'), [png('a.png'), png('b.png')]);
    expect((await screen.findAllByTestId('photos-progress'))[0]?.getAttribute('value')).toBe('50');
    await waitFor(() => expect(screen.getByTestId('chosen').textContent).toBe('up-a.png,up-b.png'));
    expect(sent).toEqual([
      { name: 'a.png', purpose: 'factory' },
      { name: 'b.png', purpose: 'factory' },
    ]);
    expect(screen.queryByTestId('photos-progress')).toBeNull();
    expect(screen.getAllByTestId('photos-item')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Photos 2' }).getAttribute('src')).toBe('https://cdn.test/b.png');
    await user.click(screen.getByRole('button', { name: 'Delete: Photos 1' }));
    expect(screen.getByTestId('chosen').textContent).toBe('up-b.png');
  });

  it('takes no more than max; a cover picker (max 1) replaces its image', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Pictures max={2} initial={[{ fileId: 'old', url: '/old.png' }]} />);
    await user.upload(screen.getByTestId('photos-input'), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(screen.getByTestId('chosen').textContent).toBe('old,up-a.png'));
    expect((screen.getByTestId('photos-button') as HTMLButtonElement).disabled).toBe(true);
    unmount();
    render(<Pictures max={1} initial={[{ fileId: 'old', url: '/old.png' }]} />);
    await user.upload(screen.getByTestId('photos-input'), png('new.png'));
    await waitFor(() => expect(screen.getByTestId('chosen').textContent).toBe('up-new.png'));
  });

  it('is used with the keyboard: the pick button opens the file chooser, a thumbnail opens the viewer, Escape gives focus back', async () => {
    const user = userEvent.setup();
    render(<Pictures max={3} initial={[{ fileId: 'f1', url: '/one.png' }]} />);
    const chooser = vi.spyOn(screen.getByTestId('photos-input'), 'click');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Photos' }));
    await user.keyboard('{Enter}');
    expect(chooser).toHaveBeenCalled();
    await user.tab();
    const thumb = screen.getByRole('button', { name: 'Photos 1' });
    expect(document.activeElement).toBe(thumb);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Pictures of Photos' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(thumb);
  });

  it("works as a plain form's control: its label names the picker, the form sends its images with the texts", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<CoverForm onSend={onSend} />);
    expect(screen.getAllByTestId('cover-item')).toHaveLength(1);
    expect(screen.getByLabelText('Cover')).toBe(screen.getByTestId('cover-input'));
    await user.upload(screen.getByTestId('cover-input'), png('cover.png'));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Pick a cover 1' }).getAttribute('src')).toBe('https://cdn.test/cover.png'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ title: 'Spring fair', cover: [{ fileId: 'up-cover.png', url: 'https://cdn.test/cover.png' }] });
  });
});

/** A plain form (components/lite/Form) with a text field and a cover picker, as the editors use it. */
function CoverForm({ onSend }: { onSend: (values: { title: string; cover: PickedImage[] }) => void }) {
  const form = useLiteForm({ title: [required('Please enter Title')] }, { title: 'Spring fair' });
  const [cover, setCover] = useState<PickedImage[]>([{ fileId: 'c1', url: '/c1.png' }]);
  const id = useId();
  return (
    <form onSubmit={form.onSubmit((values) => onSend({ ...values, cover }))} noValidate>
      <TextField {...form.field('title')} label="Title" />
      <FieldFrame id={`${id}-cover`} label="Cover">
        <ImagePicker id={`${id}-cover`} value={cover} onChange={setCover} max={1} label="Pick a cover" testId="cover" />
      </FieldFrame>
      <button type="submit">Send</button>
    </form>
  );
}
