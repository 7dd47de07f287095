import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { tasks } from '@boothhub/shared';
import { setLang } from '../../../i18n/lang';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import { deliveredShowFixture } from '../../../test/taskFixture';
import PreviewDesign from './PreviewDesign';

const glb: tasks.TaskFile = {
  fileId: 'a'.repeat(32),
  name: 'stand.glb',
  size: 2_400_000,
  mime: 'model/gltf-binary',
  url: null,
  model: {
    preview: `/api/Taskcenter/model/42/${'a'.repeat(32)}/preview`,
    original: `/api/Taskcenter/model/42/${'a'.repeat(32)}/original`,
    polygons: 12_345,
    bbox: [8, 3.1, 6],
  },
};
const pdf: tasks.TaskFile = { fileId: 'b'.repeat(32), name: 'notes.pdf', size: 1000, mime: 'application/pdf', url: null };

function setup() {
  const api = fakeApi();
  logIn(api, memberFixture({ role: 'business' }));
  const newdoc = { version: 1, note: 'The stand in 3D', files: [glb, pdf], dates: '2026-11-25T08:00:00.000Z' };
  api.on(tasks.showBusinesTask, deliveredShowFixture(newdoc));
  return renderPage(<PreviewDesign />, { path: '/previewMyDesign', url: '/previewMyDesign?id=42' });
}

afterEach(() => setLang('en-US'));

describe('a 3D delivery on the review page (/previewMyDesign)', () => {
  it('lists the glb apart from the other files, with its triangles and View in 3D, which opens the viewer on the preview', async () => {
    const { user } = setup();
    const model = await screen.findByTestId('delivery-model');
    expect(model.textContent).toContain('stand.glb');
    expect(model.textContent).toContain('12,345 polygons');
    expect(within(model).queryByRole('link')).toBeNull(); // no original before acceptance
    expect(screen.getByTestId('delivery-files').textContent).toContain('notes.pdf');
    expect(screen.getByTestId('delivery-files').textContent).not.toContain('stand.glb');
    await user.click(within(model).getByTestId('delivery-view3d'));
    const dialog = await screen.findByTestId('delivery-model-dialog');
    expect(dialog.textContent).toContain('the original file is released when the design is accepted');
    expect(await within(dialog).findByTestId('model-viewer')).toBeTruthy();
  });

  it('speaks Chinese too', async () => {
    setLang('zh-CN');
    setup();
    const model = await screen.findByTestId('delivery-model');
    expect(within(model).getByTestId('delivery-view3d').textContent).toContain('3D 查看');
    expect(model.textContent).toContain('个面');
  });
});
