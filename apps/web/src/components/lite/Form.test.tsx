import { useId } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useI18n } from '../../i18n';
import { Dialog, DialogButtons } from './Dialog';
import { ChoiceField, TextAreaField, TextField, required, useLiteForm } from './Form';
import { textChecks, wholeChecks } from './checks';

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

/** A form in a dialog whose foot submits it (DialogButtons `form`): a choice with a test id per radio and a text. */
function Harness({ sent }: { sent: Array<Record<string, string>> }) {
  const { t } = useI18n();
  const formId = useId();
  const form = useLiteForm({ kind: [required('Pick a kind')], text: textChecks(t, 'Reason', { required: true, range: [2, 20] }) });
  return (
    <Dialog open title="Report" onClose={() => {}} footer={<DialogButtons onCancel={() => {}} form={formId} okText="Send" okTestId="send" />}>
      <form id={formId} noValidate onSubmit={form.onSubmit((v) => sent.push(v))}>
        <ChoiceField
          {...form.field('kind')}
          label="Kind"
          options={[
            { value: 'a', label: 'First', testId: 'kind-a' },
            { value: 'b', label: 'Second', testId: 'kind-b' },
          ]}
        />
        <TextAreaField {...form.field('text')} label="Reason" maxLength={20} />
      </form>
    </Dialog>
  );
}

describe('a plain form in a dialog', () => {
  it("submits through the dialog's go-ahead button, checking the text as antd did", async () => {
    const user = userEvent.setup();
    const sent: Array<Record<string, string>> = [];
    render(<Harness sent={sent} />);
    const send = screen.getByTestId('send');
    expect(send.getAttribute('type')).toBe('submit');
    await user.click(send);
    expect(screen.getByText('Pick a kind')).toBeTruthy();
    expect(screen.getByText('Please enter Reason')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), '   ');
    expect(screen.getByText('Reason cannot be empty')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Reason' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'x');
    expect(screen.getByText('Reason must be between 2 and 20 characters')).toBeTruthy();
    await user.click(screen.getByTestId('kind-b'));
    expect((screen.getByRole('radio', { name: 'Second' }) as HTMLInputElement).checked).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'ok');
    await user.click(send);
    expect(sent).toEqual([{ kind: 'b', text: 'xok' }]);
  });
});
