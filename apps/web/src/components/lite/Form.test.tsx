import { useId } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useI18n } from '../../i18n';
import { Dialog, DialogButtons } from './Dialog';
import { ChoiceField, TextAreaField, required, textChecks, useLiteForm } from './Form';

/** A form in a dialog whose foot submits it (DialogButtons `form`): a choice with a test id per radio and a text. */
function Harness({ sent }: { sent: Array<Record<string, string>> }) {
  const { t } = useI18n();
  const formId = useId();
  const form = useLiteForm({ kind: [required('Pick a kind')], text: textChecks(t, 'Reason', 2, 20) });
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
  it("submits through the dialog's go-ahead button, checking the text as it is sent (trimmed)", async () => {
    const user = userEvent.setup();
    const sent: Array<Record<string, string>> = [];
    render(<Harness sent={sent} />);
    const send = screen.getByTestId('send');
    expect(send.getAttribute('type')).toBe('submit');
    await user.click(send);
    expect(screen.getByText('Pick a kind')).toBeTruthy();
    expect(screen.getByText('Please enter Reason')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), '   ');
    expect(screen.getByText('Please enter Reason')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'x ');
    expect(screen.getByText('Reason must be between 2 and 20 characters')).toBeTruthy();
    await user.click(screen.getByTestId('kind-b'));
    expect((screen.getByRole('radio', { name: 'Second' }) as HTMLInputElement).checked).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'ok');
    await user.click(send);
    expect(sent).toEqual([{ kind: 'b', text: '   x ok' }]);
  });
});
