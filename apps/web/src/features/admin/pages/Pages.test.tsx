import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { admin, content } from '@boothhub/shared';
import type { ContentPage } from '@boothhub/shared/contracts/content';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import Pages from './Pages';

/** /admin/pages in plain markup: the help and about pages in a table, written in a plain dialog, deleted after asking. */
const page = (patch: Partial<ContentPage>): ContentPage => ({
  slug: 'faq',
  section: 'help',
  titleZh: '常见问题',
  titleEn: 'FAQ',
  bodyZh: '正文',
  bodyEn: 'Body',
  sort: 3,
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...patch,
});

function setup() {
  const api = fakeApi();
  logIn(api, memberFixture({ role: 'admin', cardno: '10000003' }));
  api.on(content.helpList, { listItem: [page({})] });
  api.on(content.pageInfo, page({ slug: 'about', section: 'about', titleEn: 'About us', sort: 0 }));
  api.on(admin.pageSave, (b) => page({ ...b, bodyZh: b.bodyZh ?? '', bodyEn: b.bodyEn ?? '', sort: b.sort ?? 0 }));
  api.on(admin.pageDelete, null);
  return { api, ...renderPage(<Pages />, { path: '/admin/pages' }) };
}

describe('/admin/pages (plain)', () => {
  it('lists the pages, and a new one is checked before it is sent', async () => {
    const { api, user } = setup();
    const table = await screen.findByTestId('admin-pages-table');
    expect(screen.getByRole('heading', { level: 1, name: 'Help & about pages' })).toBeTruthy();
    expect(within(table).getByText('FAQ')).toBeTruthy();
    expect(within(table).getByText('About us')).toBeTruthy();
    await user.click(screen.getByTestId('page-new'));
    const dialog = await screen.findByRole('dialog', { name: 'New page' });
    expect((within(dialog).getByRole('radio', { name: 'Help' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByTestId('page-save'));
    expect(await within(dialog).findByText('Please enter Slug')).toBeTruthy();
    expect(within(dialog).getByText('Please enter Title (Chinese)')).toBeTruthy();
    await user.type(within(dialog).getByTestId('page-slug'), 'Bad slug');
    expect(within(dialog).getByText('Slug does not match the pattern /^[a-z0-9-]{1,60}$/')).toBeTruthy();
    await user.type(within(dialog).getByTestId('page-title-en'), '   ');
    expect(within(dialog).getByText('Title (English) cannot be empty')).toBeTruthy();
    expect(api.sent(admin.pageSave)).toHaveLength(0);

    await user.clear(within(dialog).getByTestId('page-slug'));
    await user.type(within(dialog).getByTestId('page-slug'), 'shipping');
    await user.type(within(dialog).getByTestId('page-title-zh'), '运输');
    await user.clear(within(dialog).getByTestId('page-title-en'));
    await user.type(within(dialog).getByTestId('page-title-en'), 'Shipping');
    await user.type(within(dialog).getByTestId('page-body-en'), 'How we ship');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'new topic');
    await user.click(within(dialog).getByTestId('page-save'));
    await waitFor(() =>
      expect(api.sent(admin.pageSave).map((r) => r.body)).toEqual([
        { slug: 'shipping', section: 'help', titleZh: '运输', titleEn: 'Shipping', bodyZh: '', bodyEn: 'How we ship', sort: 0, reason: 'new topic' },
      ]),
    );
    expect(await screen.findByText('Page saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New page' })).toBeNull());
  });

  it('edits a page with its slug fixed, and asks before deleting one', async () => {
    const { api, user } = setup();
    await screen.findByTestId('admin-pages-table');
    await user.click(screen.getByTestId('page-edit-faq'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit page' });
    const slug = within(dialog).getByTestId('page-slug') as HTMLInputElement;
    expect(slug.value).toBe('faq');
    expect(slug.matches(':disabled')).toBe(true);
    expect((within(dialog).getByLabelText('Order') as HTMLInputElement).value).toBe('3');
    await user.clear(within(dialog).getByLabelText('Order'));
    await user.type(within(dialog).getByLabelText('Order'), '1001');
    await user.click(within(dialog).getByTestId('page-save'));
    expect(await within(dialog).findByText('Order must be between 0 and 1000')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Order'));
    await user.type(within(dialog).getByLabelText('Order'), '5');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'reorder');
    await user.click(within(dialog).getByTestId('page-save'));
    await waitFor(() => expect(api.sent(admin.pageSave).map((r) => (r.body as { sort: number }).sort)).toEqual([5]));
    expect((api.sent(admin.pageSave)[0]?.body as { slug: string }).slug).toBe('faq');

    await user.click(screen.getByTestId('page-delete-faq'));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the page faq' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    // the reason is asked next (ReasonDialog), and only then is the page deleted
    expect(await screen.findByTestId('reason-input')).toBeTruthy();
    expect(api.sent(admin.pageDelete)).toHaveLength(0);
  });
});
