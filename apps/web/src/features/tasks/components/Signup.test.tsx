import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { tasks } from '@boothhub/shared';
import { fakeApi, refuse } from '../../../test/fakeApi';
import { renderPage } from '../../../test/renderPage';
import { taskFixture } from '../../../test/taskFixture';
import { Applicants, SignupPanel } from './Signup';

const signup = (patch: Partial<tasks.Signup> = {}): tasks.Signup => ({
  id: 1,
  taskId: 42,
  cardno: '20000002',
  nickname: 'Dee',
  userlogo: null,
  message: 'Two concepts first.',
  days: 10,
  quote: 1_100_000,
  status: 'active',
  dates: '2026-11-25T08:00:00.000Z',
  taidu: 4.5,
  sudu: 4,
  pinzhi: 5,
  completed: 3,
  ...patch,
});

const render = (ui: React.ReactElement) => renderPage(ui, { path: '/orderDetail', url: '/orderDetail?id=42' });

describe('a designer signs up for a task (SignupPanel, plain)', () => {
  it('checks the proposal, the days and the quote, then sends them and empties the form', async () => {
    const api = fakeApi();
    api.on(tasks.designerSignup, signup());
    const onChanged = vi.fn(async () => undefined);
    const { user } = render(<SignupPanel task={taskFixture()} mine={null} can={{ signUp: true }} onChanged={onChanged} />);
    expect(screen.getByRole('heading', { name: 'Sign up for this task' })).toBeTruthy();
    await user.click(screen.getByTestId('task-signup-submit'));
    expect(await screen.findByText('Please enter Your proposal')).toBeTruthy();
    expect(screen.getByText('Please enter Days needed')).toBeTruthy();
    await user.type(screen.getByTestId('task-signup-message'), 'Hi');
    await user.type(screen.getByTestId('task-signup-days'), '400');
    await user.type(screen.getByTestId('task-signup-quote'), '1.234');
    expect(screen.getByText('Your proposal must be between 5 and 1000 characters')).toBeTruthy();
    expect(screen.getByText('Days needed must be between 1 and 365')).toBeTruthy();
    expect(screen.getByLabelText('Quoted price (coins, optional)').getAttribute('aria-invalid')).toBe('true');
    expect(api.sent(tasks.designerSignup)).toHaveLength(0);

    await user.type(screen.getByTestId('task-signup-message'), ' there, two concepts first. ');
    await user.clear(screen.getByTestId('task-signup-days'));
    await user.type(screen.getByTestId('task-signup-days'), '10');
    await user.clear(screen.getByTestId('task-signup-quote'));
    await user.type(screen.getByTestId('task-signup-quote'), '11000');
    await user.click(screen.getByTestId('task-signup-submit'));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.sent(tasks.designerSignup)[0]?.body).toEqual({ id: 42, message: 'Hi there, two concepts first.', days: 10, quote: 1_100_000 });
    expect(await screen.findByText('Signed up')).toBeTruthy();
    expect((screen.getByTestId('task-signup-message') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the own signup, and withdraws it after asking', async () => {
    const api = fakeApi();
    api.on(tasks.designerSignupCancel, null);
    const onChanged = vi.fn(async () => undefined);
    const { user } = render(<SignupPanel task={taskFixture()} mine={signup()} can={{ withdrawSignup: true }} onChanged={onChanged} />);
    expect(screen.getByTestId('task-my-signup-status').textContent).toBe('Signed up');
    expect(screen.getByTestId('task-my-signup').textContent).toContain('10 days');
    await user.click(screen.getByTestId('task-signup-cancel'));
    const ask = await screen.findByRole('dialog', { name: 'Withdraw your signup?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(api.sent(tasks.designerSignupCancel)).toHaveLength(0);
    await user.click(screen.getByTestId('task-signup-cancel'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Withdraw your signup?' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.sent(tasks.designerSignupCancel)[0]?.body).toEqual({ id: 42 });
  });
});

describe("the publisher's applicants (Applicants, plain)", () => {
  it('shows the standing and the proposal; Select asks first, then selects; Message opens the talk', async () => {
    const api = fakeApi();
    api.on(tasks.businessSelect, { id: 42, status: 'in_progress' });
    const onChanged = vi.fn(async () => undefined);
    const onTalk = vi.fn();
    const fresh = signup({ id: 2, cardno: '20000003', nickname: '', taidu: 0, sudu: 0, pinzhi: 0, completed: 0, quote: null });
    const { user } = render(
      <Applicants task={taskFixture()} signups={[signup(), fresh]} can={{ select: true }} onChanged={onChanged} onTalk={onTalk} />,
    );
    expect(screen.getByRole('heading', { name: 'Applicants (2)' })).toBeTruthy();
    const dee = screen.getByTestId('applicant-20000002');
    expect(within(dee).getByRole('img', { name: '4.5 out of 5 stars' })).toBeTruthy();
    expect(within(dee).getByTestId('applicant-completed').textContent).toBe('3 tasks completed');
    expect(dee.textContent).toContain('Two concepts first.');
    expect(within(screen.getByTestId('applicant-20000003')).getByTestId('applicant-no-ratings')).toBeTruthy();
    await user.click(screen.getByTestId('applicant-talk-20000003'));
    expect(onTalk).toHaveBeenCalledWith('20000003');
    await user.click(screen.getByTestId('applicant-select-20000002'));
    const ask = await screen.findByRole('dialog', { name: 'Select Dee for this task? The others are told they were not chosen.' });
    await user.click(within(ask).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.sent(tasks.businessSelect)[0]?.body).toEqual({ id: 42, cardno: '20000002' });
  });

  it('a refused selection keeps the list and says why', async () => {
    const api = fakeApi();
    api.on(tasks.businessSelect, () => refuse('TASK_NOT_FOUND'));
    const onChanged = vi.fn(async () => undefined);
    const { user } = render(
      <Applicants task={taskFixture()} signups={[signup()]} can={{ select: true }} onChanged={onChanged} onTalk={() => undefined} />,
    );
    await user.click(screen.getByTestId('applicant-select-20000002'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.sent(tasks.businessSelect)).toHaveLength(1));
    expect(await screen.findByText('No such task.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChanged).not.toHaveBeenCalled();
    expect(screen.getByTestId('applicant-20000002')).toBeTruthy();
  });

  it('no applicants yet', () => {
    fakeApi();
    render(<Applicants task={taskFixture()} signups={[]} can={{}} onChanged={async () => undefined} onTalk={() => undefined} />);
    expect(screen.getByText('No designer has signed up yet')).toBeTruthy();
  });
});
