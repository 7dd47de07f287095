import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { evaluations } from '@boothhub/shared';
import { fakeApi } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import EvaluateList from './EvaluateList';

/** The evaluations list in plain markup: written and received, the stars, the edit link, the empty line. */
const evaluation = (id: number, patch: Partial<evaluations.Evaluation> = {}): evaluations.Evaluation => ({
  id,
  taskId: 40 + id,
  taskTitle: `Booth ${id}`,
  direction: 'business',
  author: '10000001',
  authorName: 'Tester',
  target: '20000002',
  targetName: 'Studio Li',
  taidu: 5,
  sudu: 4,
  pinzhi: 3,
  content: 'Clear brief,\npaid on time.',
  dates: '2026-11-20T08:00:00.000Z',
  times: '2026-11-20T08:00:00.000Z',
  revealed: false,
  editable: true,
  mine: true,
  ...patch,
});

function setup(rows: (kind: string | undefined) => evaluations.Evaluation[]) {
  const api = fakeApi();
  logIn(api, memberFixture({ role: 'business' }));
  api.on(evaluations.designerCmtList, (body) => {
    const all = rows(body.kind);
    return { listItem: all.slice(0, body.pageSize ?? 10), total: all.length, page: body.page ?? 1, pageSize: body.pageSize ?? 10 };
  });
  return { api, ...renderPage(<EvaluateList />, { path: '/personalCenter/evaluateList' }) };
}

describe('the evaluations list (/personalCenter/evaluateList)', () => {
  it('shows who rated whom, the three ratings as stars, the comment, whether it is revealed, and the edit link', async () => {
    setup(() => [evaluation(1), evaluation(2, { mine: false, revealed: true, editable: false, authorName: 'Studio Li' })]);
    const mine = await screen.findByTestId('evaluation-1');
    expect(within(mine).getByRole('link', { name: 'Booth 1' }).getAttribute('href')).toBe('/orderDetail?id=41');
    expect(within(mine).getByText('By me about Studio Li')).toBeTruthy();
    expect(within(mine).getByTestId('evaluation-revealed').textContent).toBe('Hidden until revealed');
    expect(mine.getAttribute('data-revealed')).toBe('0');
    expect(within(mine).getByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
    expect(within(mine).getByRole('img', { name: '3 out of 5 stars' })).toBeTruthy();
    expect(within(mine).getByText(/paid on time/)).toBeTruthy();
    expect(screen.getByTestId('evaluation-edit-1').getAttribute('href')).toBe('/personalCenter/evaluateChange?id=1');

    const received = screen.getByTestId('evaluation-2');
    expect(within(received).getByText('By Studio Li about me')).toBeTruthy();
    expect(received.getAttribute('data-revealed')).toBe('1');
    expect(screen.queryByTestId('evaluation-edit-2')).toBeNull();
  });

  it('asks for the kind chosen in the segmented control, and says so when there are none', async () => {
    const { api, user } = setup((kind) => (kind === 'received' ? [] : [evaluation(1)]));
    await screen.findByTestId('evaluation-1');
    const kinds = screen.getByRole('group', { name: 'Which evaluations' });
    expect(within(kinds).getByRole('radio', { name: 'All' })).toHaveProperty('checked', true);
    await user.click(within(kinds).getByRole('radio', { name: 'Received' }));
    expect((await screen.findByTestId('evaluations-empty')).textContent).toBe('No evaluations yet');
    expect(api.sent(evaluations.designerCmtList).at(-1)!.body).toMatchObject({ kind: 'received', page: 1 });
  });

  it('pages through more than ten', async () => {
    const { api, user } = setup(() => Array.from({ length: 12 }, (_, i) => evaluation(i + 1)));
    await screen.findByTestId('evaluation-1');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(api.sent(evaluations.designerCmtList).at(-1)!.body).toMatchObject({ page: 2, pageSize: 10 });
  });
});
