import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../test/fakeApi';
import { renderPage } from '../test/renderPage';
import { ReasonDialog, ReasonTextField, type ReasonValues } from './ReasonDialog';
import { SearchBox } from './SearchBox';

/** A page with a button that opens a payout's dialog: a required reference before an optional note. */
function PayoutPage({ onSubmit }: { onSubmit: (v: ReasonValues) => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Pay
      </button>
      <ReasonDialog
        open={open}
        title="Mark paid"
        summary={<p>100.00 to Alipay</p>}
        okText="Mark paid"
        reason="optional"
        reasonLabel="Note (optional)"
        testIds={{ ok: 'review-ok', reason: 'review-reason' }}
        onCancel={() => setOpen(false)}
        onSubmit={async (v) => {
          await onSubmit(v);
          setOpen(false);
        }}
      >
        <ReasonTextField name="payoutRef" label="Payout reference" hint="The transfer's reference" max={64} testId="review-payout-ref" />
      </ReasonDialog>
    </>
  );
}

describe('ReasonDialog (plain)', () => {
  it('asks for an extra field before the reason, refuses it empty, and hands over the trimmed values without empty ones', async () => {
    fakeApi();
    const onSubmit = vi.fn(async () => undefined);
    const { user } = renderPage(<PayoutPage onSubmit={onSubmit} />, { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark paid' });
    expect(within(dialog).getByText('100.00 to Alipay')).toBeTruthy();
    const ref = within(dialog).getByLabelText('Payout reference');
    // the first field has the focus
    expect(document.activeElement).toBe(ref);
    await user.click(within(dialog).getByTestId('review-ok'));
    expect(await within(dialog).findByText('Please enter Payout reference')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(ref, ' ALIPAY-1 ');
    await user.click(within(dialog).getByTestId('review-ok'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ payoutRef: 'ALIPAY-1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // it opens afresh
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect((screen.getByLabelText('Payout reference') as HTMLInputElement).value).toBe('');
  });
});

describe('SearchBox (plain)', () => {
  it('hands over the trimmed text on Enter or the button, and an empty text once the box is emptied', async () => {
    fakeApi();
    const onSearch = vi.fn();
    const { user } = renderPage(<SearchBox placeholder="Keyword" onSearch={onSearch} testId="box" />, { path: '/' });
    const box = screen.getByRole('searchbox', { name: 'Keyword' });
    expect(box.getAttribute('placeholder')).toBe('Keyword');
    await user.type(box, ' fair {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('fair');
    await user.click(within(screen.getByTestId('box')).getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
    await user.clear(box);
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(onSearch).toHaveBeenCalledTimes(3);
  });
});
