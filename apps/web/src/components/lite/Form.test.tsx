import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useI18n } from '../../i18n';
import { TextField, useLiteForm } from './Form';
import { wholeChecks } from './checks';

/** A form of one code and an optional order, sent to `send`; a code "taken" is refused as the server would. */
function CodeForm({ send }: { send: (v: Record<'code' | 'order', string>) => void }) {
  const { t } = useI18n();
  const form = useLiteForm({ code: [], order: wholeChecks(t, 'Order', 0, 100, false) });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => {
        if (v.code === 'taken') form.refuse('code', 'The code is taken');
        else send(v);
      })}
    >
      <TextField {...form.field('code')} label="Code" />
      <TextField {...form.field('order')} label="Order" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useLiteForm', () => {
  it('marks a field the server refused under it, until it changes; an optional whole number may stay empty', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    render(<CodeForm send={(v) => sent.push(v)} />);
    const code = screen.getByLabelText('Code');
    await user.type(code, 'taken');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('The code is taken')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code);
    await user.type(code, '2');
    expect(screen.queryByText('The code is taken')).toBeNull();
    await user.type(screen.getByLabelText('Order'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Order must be between 0 and 100')).toBeTruthy();
    await user.clear(screen.getByLabelText('Order'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([{ code: 'taken2', order: '' }]);
  });
});
