import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmButton } from './Confirm';

/** The plain "are you sure?" of a delete or a cancel (antd's Popconfirm): what a keyboard or mouse user meets. */
describe('ConfirmButton', () => {
  it('asks first: Cancel and Escape do nothing, the go-ahead button acts once and closes', async () => {
    const user = userEvent.setup();
    let done = 0;
    render(
      <ConfirmButton question="Delete this model?" okText="Delete" danger onConfirm={() => done++} testId="del" okTestId="del-ok">
        Delete
      </ConfirmButton>,
    );
    const button = screen.getByTestId('del');
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Delete this model?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    // a browser's showModal puts the focus inside the dialog; jsdom's stand-in does not
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(done).toBe(0);
    await user.click(button);
    const ok = screen.getByTestId('del-ok');
    expect(ok.className).toContain('bh-btn-danger');
    await user.click(ok);
    expect(done).toBe(1);
    // it closes once the action's promise has settled (a microtask later: the click may return before React renders it)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(done).toBe(1);
  });

  it('shows the go-ahead button busy while its promise runs, and closes when it fails too', async () => {
    const user = userEvent.setup();
    let finish: (ok: boolean) => void = () => {};
    const onConfirm = () =>
      new Promise<void>((resolve, reject) => {
        finish = (ok) => (ok ? resolve() : reject(new Error('refused')));
      }).catch(() => undefined);
    render(
      <ConfirmButton question="Cancel this task?" onConfirm={onConfirm} testId="c" okTestId="c-ok">
        Cancel task
      </ConfirmButton>,
    );
    await user.click(screen.getByTestId('c'));
    await user.click(screen.getByTestId('c-ok'));
    expect(screen.getByTestId('c-ok').getAttribute('aria-busy')).toBe('true');
    expect((screen.getByTestId('c-ok') as HTMLButtonElement).disabled).toBe(true);
    finish(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
