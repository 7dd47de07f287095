import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { ConfirmButton } from './Confirm';

/**
 * The plain "are you sure?" of a delete or a cancel (antd's Popconfirm), in Chromium: the browser's modal dialog puts
 * the focus inside as it opens, so Escape reaches it without help (jsdom's stand-in of `showModal()` did not).
 */
describe('ConfirmButton', () => {
  it('asks first: Cancel and Escape do nothing, the go-ahead button acts once and closes', async () => {
    let done = 0;
    render(
      <ConfirmButton question="Delete this model?" okText="Delete" danger onConfirm={() => done++} testId="del" okTestId="del-ok">
        Delete
      </ConfirmButton>,
    );
    const button = screen.getByTestId('del');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this model?' });
    expect(dialog.matches(':modal')).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Delete this model?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(done).toBe(0);
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Delete this model?' });
    const ok = screen.getByTestId('del-ok');
    expect(ok.className).toContain('bh-btn-danger');
    await userEvent.click(ok);
    expect(done).toBe(1);
    // it closes once the action's promise has settled
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(done).toBe(1);
  });

  it('shows the go-ahead button busy while its promise runs, and closes when it fails too', async () => {
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
    await userEvent.click(screen.getByTestId('c'));
    await screen.findByRole('dialog', { name: 'Cancel this task?' });
    await userEvent.click(screen.getByTestId('c-ok'));
    await waitFor(() => expect(screen.getByTestId('c-ok').getAttribute('aria-busy')).toBe('true'));
    expect((screen.getByTestId('c-ok') as HTMLButtonElement).disabled).toBe(true);
    // busy, Escape does not close it
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Cancel this task?' })).toBeTruthy();
    finish(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
