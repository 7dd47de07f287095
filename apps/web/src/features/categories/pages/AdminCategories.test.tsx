import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { categories } from '@boothhub/shared';
import { fakeApi, refuse } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import AdminCategories from './AdminCategories';

const node = (
  id: number,
  code: string,
  nameZh: string,
  nameEn: string,
  children: categories.CategoryNode[] = [],
  parentId: number | null = null,
) => ({
  id,
  code,
  name: nameEn,
  nameZh,
  nameEn,
  sort: 0,
  enabled: true,
  parentId,
  children,
});

function setup() {
  const api = fakeApi();
  logIn(api, memberFixture({ role: 'admin', cardno: '10000003' }));
  const tree = [
    node(1, 'auto', '汽车', 'Automotive', [node(2, 'ev', '新能源车', 'Electric vehicles', [], 1)]),
    node(3, 'medical', '医疗', 'Medical'),
  ];
  api.on(categories.menusList, { version: 'v1', listItem: tree });
  api.on(categories.menuSave, (b) => ({ ...node(9, b.code, b.nameZh, b.nameEn), parentId: b.parentId ?? null }));
  return { api, ...renderPage(<AdminCategories />, { path: '/admin/categories' }) };
}

describe('/admin/categories node form', () => {
  it('names each missing field and a malformed code, and sends nothing', async () => {
    const { api, user } = setup();
    await screen.findByTestId('category-node-auto');
    await user.click(screen.getByTestId('category-add'));
    await user.click(await screen.findByTestId('category-save'));
    expect(await screen.findByText('Please enter Code')).toBeTruthy();
    expect(screen.getByText('Please enter Chinese name')).toBeTruthy();
    expect(screen.getByText('Please enter English name')).toBeTruthy();
    await user.type(screen.getByTestId('category-code'), 'new energy!');
    expect(await screen.findByText('Use letters, digits, - and _ only (1–32 characters)')).toBeTruthy();
    expect(api.sent(categories.menuSave)).toHaveLength(0);
  });

  it('a taken code is marked under the code field, and the dialog stays open', async () => {
    const { api, user } = setup();
    api.on(categories.menuSave, (b) => refuse('CATEGORY_CODE_TAKEN', { code: b.code }));
    await screen.findByTestId('category-node-auto');
    await user.click(screen.getByTestId('category-add-auto'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('New node under Automotive')).toBeTruthy();
    await user.type(screen.getByTestId('category-code'), 'ev');
    await user.type(screen.getByTestId('category-name-zh'), '电动车');
    await user.type(screen.getByTestId('category-name-en'), 'EV');
    await user.click(screen.getByTestId('category-save'));
    const error = await screen.findByText('The code ev is already used in this tree.');
    expect(error.closest('.bh-field')?.querySelector('[data-testid="category-code"]')).toBeTruthy();
    expect(api.sent(categories.menuSave)[0]?.body).toEqual({
      tree: 'industry',
      parentId: 1,
      code: 'ev',
      nameZh: '电动车',
      nameEn: 'EV',
      sort: 0,
      enabled: true,
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('another refusal shows above the fields', async () => {
    const { api, user } = setup();
    api.on(categories.menuSave, () => refuse('CATEGORY_PARENT_INVALID'));
    await screen.findByTestId('category-node-auto');
    await user.click(screen.getByTestId('category-edit-ev'));
    await user.click(await screen.findByTestId('category-save'));
    expect(await screen.findByTestId('category-error')).toBeTruthy();
    expect(screen.getByText('The parent must be another node of the same tree, and not one of its own descendants.')).toBeTruthy();
    expect(api.sent(categories.menuSave)[0]?.body).toMatchObject({ id: 2, parentId: 1, code: 'ev' });
  });

  it('a refused delete says why', async () => {
    const { api, user } = setup();
    api.on(categories.menuDel, () => refuse('CATEGORY_HAS_CHILDREN', { count: 1 }));
    await screen.findByTestId('category-node-auto');
    await user.click(screen.getByTestId('category-delete-auto'));
    await user.click(await screen.findByTestId('category-delete-ok'));
    expect(await screen.findByText('This category has 1 sub-categories. Delete or move them first.')).toBeTruthy();
    await waitFor(() => expect(api.sent(categories.menuDel)[0]?.body).toEqual({ id: 1 }));
  });

  it('shows a tree per tab with its branches open; a branch closes; a switch turns a node off', async () => {
    const { api, user } = setup();
    const table = await screen.findByRole('table', { name: 'Industries' });
    expect(within(table).getByTestId('category-node-ev')).toBeTruthy();
    const collapse = within(table).getByRole('button', { name: 'Hide the nodes under Automotive' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    await user.click(collapse);
    expect(within(table).queryByTestId('category-node-ev')).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Show the nodes under Automotive' }));
    expect(within(table).getByTestId('category-node-ev')).toBeTruthy();

    const medical = screen.getByTestId('category-enabled-medical');
    expect(medical.getAttribute('role')).toBe('switch');
    expect(within(table).getAllByRole('switch', { name: 'Turn off' })).toContain(medical);
    await user.click(medical);
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(api.sent(categories.menuSave)[0]?.body).toEqual({
      id: 3,
      tree: 'industry',
      parentId: null,
      code: 'medical',
      nameZh: '医疗',
      nameEn: 'Medical',
      sort: 0,
      enabled: false,
    });

    await user.click(screen.getByRole('tab', { name: 'Styles' }));
    await waitFor(() => expect(api.sent(categories.menusList).map((r) => r.body)).toContainEqual({ tree: 'style' }));
    expect(screen.getByRole('tab', { name: 'Styles' }).getAttribute('aria-selected')).toBe('true');
  });
});
