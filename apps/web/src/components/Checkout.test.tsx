import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi } from '../test/fakeApi';
import { logIn, memberFixture, renderPage } from '../test/renderPage';
import { BackToPurchase, topUpLink, useTopUpReturn } from './Checkout';

/** What the top-up page reads of a checkout's link: the amount field's text and the way back. */
function TopUpProbe() {
  const { amount } = useTopUpReturn();
  return (
    <>
      <output data-testid="amount">{amount ?? '(none)'}</output>
      <BackToPurchase />
    </>
  );
}

const open = (url: string) => {
  logIn(fakeApi(), memberFixture());
  return renderPage(<TopUpProbe />, { path: '/personalCenter/recharge', url });
};

describe('the checkout’s top-up link, read on the top-up page', () => {
  it('prefills the coins still needed and links back to the purchase', async () => {
    open(topUpLink(180_050, '/serviceInfo?id=7'));
    expect((await screen.findByTestId('amount')).textContent).toBe('1800.50');
    expect(screen.getByTestId('recharge-return').getAttribute('href')).toBe('/serviceInfo?id=7');
  });

  it('ignores a missing or nonsense amount and a way back to another site', async () => {
    open(`/personalCenter/recharge?need=abc&return=${encodeURIComponent('//evil.example/x')}`);
    expect((await screen.findByTestId('amount')).textContent).toBe('(none)');
    expect(screen.queryByTestId('recharge-return')).toBeNull();
  });

  it('without a link: nothing prefilled, no way back', async () => {
    open('/personalCenter/recharge');
    expect((await screen.findByTestId('amount')).textContent).toBe('(none)');
    expect(screen.queryByTestId('recharge-return')).toBeNull();
  });
});
