import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { complaints } from '@boothhub/shared';
import { fakeApi, refuse } from '../../../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../../../test/renderPage';
import { taskFixture } from '../../../test/taskFixture';
import { complaintFixture } from '../../../test/complaintFixture';
import Complaints from './Complaints';

/** An admin's complaint queue with one open complaint on a disputed task of 12000 coins at 10 % commission. */
function setup() {
  const api = fakeApi();
  logIn(api, memberFixture({ role: 'admin', cardno: '10000003' }));
  let complaint = complaintFixture({ can: adminCan('open') });
  const task = taskFixture({ status: 'disputed', designer: '10000001', designerName: 'Dee', commissionRate: 1000 });
  api.on(complaints.adminComplainList, () => ({ listItem: [complaint], total: 1, page: 1, pageSize: 20 }));
  api.on(complaints.complainInfo, () => ({ complaint, task, orbits: [], deliveries: [], conversation: [] }));
  api.on(complaints.adminComplainTake, () => (complaint = { ...complaint, status: 'processing', can: adminCan('processing') }));
  api.on(
    complaints.adminComplainDecide,
    (body) => (complaint = { ...complaint, status: 'resolved', decision: body.decision, reason: body.reason, can: adminCan('resolved') }),
  );
  return { api, ...renderPage(<Complaints />, { path: '/admin/complaints' }) };
}

/** What the server's complaints policy tells an admin in each state (complaints.policy.ts). */
function adminCan(status: 'open' | 'processing' | 'resolved') {
  return { edit: false, withdraw: false, take: status === 'open', decide: status !== 'resolved' };
}

const REASON = 'Reason (sent to both sides, kept in the audit log)';

async function openCase(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByTestId('complaint-open-5'));
  return screen.findByTestId('complaint-case');
}

async function openDecision(user: ReturnType<typeof setup>['user']) {
  await openCase(user);
  await user.click(screen.getByTestId('complaint-decide'));
  return decisionDialog();
}

/** Gives the reason and presses Decide. */
async function decide(user: ReturnType<typeof setup>['user'], dialog: HTMLElement, reason: string) {
  await user.click(within(dialog).getByLabelText(REASON));
  await user.paste(reason);
  await user.click(within(dialog).getByRole('button', { name: 'Decide' }));
}

/** The decision dialog, named by its title. */
function decisionDialog() {
  return screen.findByRole('dialog', { name: 'Decide complaint #5' });
}

describe('complaint decision (/admin/complaints)', () => {
  it('lists the queue, filters it by state, and opens a case in a panel that closes', async () => {
    const { api, user } = setup();
    const queue = await screen.findByTestId('complaints-queue');
    expect(within(queue).getByRole('table', { name: 'Complaint queue' })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Resolved');
    await waitFor(() => expect(api.sent(complaints.adminComplainList).at(-1)?.body).toMatchObject({ status: 'resolved' }));
    await openCase(user);
    const panel = screen.getByRole('dialog', { name: 'Complaint case' });
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('complaint-case')).toBeNull();
  });

  it('takes an open complaint: sends its id and the case shows Processing', async () => {
    const { api, user } = setup();
    const kase = await openCase(user);
    expect(within(kase).getByTestId('complaint-status').textContent).toBe('Open');
    await user.click(within(kase).getByTestId('complaint-take'));
    expect(await screen.findByText('You are handling this complaint')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('complaint-status').textContent).toBe('Processing'));
    expect(api.sent(complaints.adminComplainTake).map((r) => r.body)).toEqual([{ id: 5 }]);
  });

  it('a split needs a part below the escrow and a reason; nothing is sent until then', async () => {
    const { api, user } = setup();
    const dialog = await openDecision(user);
    const part = within(dialog).getByLabelText("Designer's part (coins, before commission)");
    await user.type(part, '12000');
    expect(await within(dialog).findByText('Less than the whole escrow (12000.00 coins)')).toBeTruthy();
    await user.clear(part);
    await user.type(part, '1.234');
    expect(await within(dialog).findByText('Enter an amount in coins, at most two decimals (e.g. 12000 or 12000.50)')).toBeTruthy();
    const reason = within(dialog).getByLabelText(REASON);
    await user.type(reason, 'x');
    await user.clear(reason);
    expect(await within(dialog).findByText(`Please enter ${REASON}`)).toBeTruthy();
    expect(api.sent(complaints.adminComplainDecide)).toHaveLength(0);
  });

  it('previews a split with the commission, then sends the decision in cents and shows it recorded', async () => {
    const { api, user } = setup();
    const dialog = await openDecision(user);
    await user.type(within(dialog).getByLabelText("Designer's part (coins, before commission)"), '3000');
    expect(within(dialog).getByTestId('decide-preview').textContent).toBe(
      'Designer receives 2700.00, commission 300.00, business refunded 9000.00 (coins)',
    );
    await decide(user, dialog, '  Half the drawings are usable.  ');
    expect(await screen.findByText('Decision recorded')).toBeTruthy();
    expect(api.sent(complaints.adminComplainDecide).map((r) => r.body)).toEqual([
      { id: 5, decision: 'split', reason: 'Half the drawings are usable.', designerAmount: 300_000 },
    ]);
    await waitFor(() => expect(screen.getByTestId('complaint-case').getAttribute('data-status')).toBe('resolved'));
  });

  it('paying the designer sends no amount; a refusal is shown and the dialog stays open', async () => {
    const { api, user } = setup();
    api.on(complaints.adminComplainDecide, () => refuse('COMPLAINT_NOT_FOUND'));
    const dialog = await openDecision(user);
    await user.click(within(dialog).getByLabelText('Designer paid'));
    expect(within(dialog).getByTestId('decide-preview').textContent).toBe(
      'Designer receives 10800.00, commission 1200.00, business refunded 0.00 (coins)',
    );
    await decide(user, dialog, 'Delivered as briefed.');
    expect(await screen.findByText('No such complaint.')).toBeTruthy();
    expect(api.sent(complaints.adminComplainDecide).map((r) => r.body)).toEqual([{ id: 5, decision: 'designer', reason: 'Delivered as briefed.' }]);
    expect(await decisionDialog()).toBeTruthy();
  });
});
