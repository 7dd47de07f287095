import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { admin, type DataOf } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import { setLang } from '../../../i18n/lang';
import Audit from './Audit';

type Entry = DataOf<typeof admin.auditList>['listItem'][number];

const entry: Entry = {
  id: 1,
  actor: '10000003',
  actorName: 'Boss',
  action: 'member.ban',
  target: '10000011',
  reason: 'Spam',
  detail: { banned: true },
  dates: '2026-11-01T08:00:00.000Z',
};

/** The audit log in plain markup: its entries, and the actor and action filters (search boxes). */
describe('audit log (/admin/audit)', () => {
  it('lists the entries and filters by actor (a member number) and action; emptying a box drops its filter', async () => {
    const api = fakeApi();
    logIn(api, memberFixture({ role: 'admin', cardno: '10000003' }));
    api.on(admin.auditList, { listItem: [entry], total: 1, page: 1, pageSize: 20 });
    const { user } = renderPage(<Audit />, { path: '/admin/audit' });
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    // a sentence, not `member.ban` with raw JSON (issue 32 item 9)
    expect(screen.getByTestId('audit-sentence-1').textContent).toBe('Boss (10000003) banned member 10000011');
    expect(within(table).getByText('banned').nextSibling?.textContent).toBe('true');

    const actor = within(screen.getByRole('search', { name: 'Actor member number' })).getByRole('searchbox');
    await user.type(actor, '10000003{Enter}');
    const action = screen.getByTestId('audit-action');
    await user.type(within(action).getByRole('searchbox'), 'member');
    await user.click(within(action).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.sent(admin.auditList).at(-1)?.body).toEqual({ page: 1, pageSize: 20, actor: '10000003', action: 'member' }));
    await user.clear(actor);
    await waitFor(() => expect(api.sent(admin.auditList).at(-1)?.body).toEqual({ page: 1, pageSize: 20, action: 'member' }));
  });
});

describe('an audit line as a sentence', () => {
  afterEach(() => setLang('en-US'));
  const lines: Array<[Partial<Entry>, string]> = [
    [
      { action: 'exhibition.approve', target: 'exhibition:12', detail: { title: '上海国际车展' } },
      'Boss (10000003) approved exhibition #12 “上海国际车展”',
    ],
    [{ action: 'identity.reject', target: '10000011', detail: null }, 'Boss (10000003) rejected the identity of member 10000011'],
    [{ action: 'settings.save', target: 'settings', detail: { commissionRate: 10 } }, 'Boss (10000003) changed the platform settings'],
    [{ action: 'content.page_delete', target: 'page:about', detail: null }, 'Boss (10000003) deleted page “about”'],
    [{ action: 'withdraw.pay', target: 'withdrawal:7', detail: null }, 'Boss (10000003) marked as paid withdrawal #7'],
    // an action or a kind the catalogue does not know yet is shown as written, never as a missing key
    [{ action: 'future.thing', target: 'gadget:3', detail: null }, 'Boss (10000003) future.thing gadget:3'],
  ];
  it.each(lines)('%o reads “%s”', async (line, sentence) => {
    const api = fakeApi();
    logIn(api, memberFixture({ role: 'admin', cardno: '10000003' }));
    api.on(admin.auditList, { listItem: [{ ...entry, ...line }], total: 1, page: 1, pageSize: 20 });
    renderPage(<Audit />, { path: '/admin/audit' });
    expect((await screen.findByTestId('audit-sentence-1')).textContent).toBe(sentence);
  });

  it('reads in Chinese on a Chinese page', async () => {
    const api = fakeApi();
    logIn(api, memberFixture({ role: 'admin', cardno: '10000003' }));
    api.on(admin.auditList, {
      listItem: [{ ...entry, action: 'exhibition.approve', target: 'exhibition:12', detail: { title: '上海国际车展' } }],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    setLang('zh-CN');
    renderPage(<Audit />, { path: '/admin/audit' });
    expect((await screen.findByTestId('audit-sentence-1')).textContent).toBe('Boss（10000003）审核通过了展会 #12“上海国际车展”');
  });
});
