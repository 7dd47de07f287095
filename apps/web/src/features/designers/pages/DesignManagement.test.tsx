import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { categories, designers } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import DesignManagement from './DesignManagement';
import { workFixture, type WorkItem } from '../test/fixtures';

type Work = WorkItem;

/** The designer's own works in plain markup: cards with view, edit, delete after asking, the visibility switch. */
const work = workFixture;

function setup(rows: Work[]) {
  const api = fakeApi();
  logIn(api, memberFixture({ cardno: '20000002', role: 'designer' }));
  api.on(categories.menusTree, { version: '1', trees: {} });
  let shown = rows;
  api.on(designers.worksList, () => ({ listItem: shown, total: shown.length, page: 1, pageSize: 12, picture: [] }));
  api.on(designers.editWorks, ({ id, visibility }) => {
    shown = shown.map((w) => (w.id === id && visibility ? { ...w, visibility } : w));
    return { ...shown.find((w) => w.id === id)!, pictures: [] };
  });
  api.on(designers.deleteWorks, ({ id }) => {
    shown = shown.filter((w) => w.id !== id);
    return null;
  });
  return { api, ...renderPage(<DesignManagement />, { path: '/personalCenter/designManagement' }) };
}

describe('DesignManagement (plain)', () => {
  it('shows the works as cards with their links, and hides one with the switch', async () => {
    const { api, user } = setup([work()]);
    const card = await screen.findByTestId('work-card-9');
    expect(within(card).getByTestId('work-name').textContent).toBe('Island stand');
    expect(within(card).getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/designInfo?cardno=20000002&work=9');
    expect(within(card).getByTestId('work-edit').getAttribute('href')).toBe('/personalCenter/editMyDesign?id=9');
    expect(screen.getByTestId('works-my-page').getAttribute('href')).toBe('/designInfo?cardno=20000002');
    const visible = within(card).getByRole('switch', { name: 'Visibility' });
    expect((visible as HTMLInputElement).checked).toBe(true);
    await user.click(visible);
    await waitFor(() => expect(api.sent(designers.editWorks).map((r) => r.body)).toEqual([{ id: 9, visibility: 'hidden' }]));
    await waitFor(() => expect((within(card).getByRole('switch') as HTMLInputElement).checked).toBe(false));
    expect(within(card).getByText('Hidden')).toBeTruthy();
  });

  it('asks before deleting a work, then deletes it', async () => {
    const { api, user } = setup([work()]);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: /Delete "Island stand"\?/ });
    expect(api.sent(designers.deleteWorks)).toHaveLength(0);
    await user.click(within(dialog).getByTestId('work-delete-ok'));
    await waitFor(() => expect(api.sent(designers.deleteWorks).map((r) => r.body)).toEqual([{ id: 9 }]));
    expect(await screen.findByTestId('works-empty')).toBeTruthy();
  });

  it('says there are none yet and offers the upload link', async () => {
    setup([]);
    expect(await screen.findByText('You have not uploaded any work yet.')).toBeTruthy();
    expect(screen.getByTestId('works-new').getAttribute('href')).toBe('/personalCenter/uploadMyDesign');
  });
});
