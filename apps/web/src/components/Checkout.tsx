import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { formatCents } from '@boothhub/shared';
import { MAX_RECHARGE_CENTS } from '@boothhub/shared/contracts/walletOptions';
import { useI18n } from '../i18n';
import { sessionKeys, useMember } from '../features/account/session';
import { useIdempotencyKey } from '../lib/idempotency';
import { isApiError } from '../lib/request';
import { Facts, Note } from './lite/Content';
import { BusyMark, PinField, useLiteForm } from './lite/Form';
import { pinChecks } from './pinChecks';

/** The top-up page (features/wallet Recharge): `need` (cents) prefills its amount, `return` is where to come back to. */
export const TOP_UP_PATH = '/personalCenter/recharge';

/** The top-up link for `need` cents still needed, coming back to `back` (a path on this site) afterwards. */
export const topUpLink = (need: number, back: string) => `${TOP_UP_PATH}?need=${need}&return=${encodeURIComponent(back)}`;

/** A path on this site only (never `//host` or `/\\host`, which a browser reads as another site). */
const sitePath = (p: string | null) => (p && p.startsWith('/') && !p.startsWith('//') && !p.startsWith('/\\') ? p : null);

/**
 * On the top-up page: what a checkout's link carried — the amount still needed, as the amount field's text (at most
 * one top-up's maximum), and the path to go back to.
 */
export function useTopUpReturn(): { amount: string | undefined; back: string | null } {
  const [params] = useSearchParams();
  const need = Number(params.get('need'));
  return {
    amount: Number.isSafeInteger(need) && need > 0 ? formatCents(Math.min(need, MAX_RECHARGE_CENTS)) : undefined,
    back: sitePath(params.get('return')),
  };
}

/** After a top-up that a checkout sent: the way back to the purchase (nothing when the page was opened directly). */
export function BackToPurchase() {
  const { t } = useI18n();
  const { back } = useTopUpReturn();
  if (!back) return null;
  return (
    <p className="bh-gap-top">
      <Link to={back} className="bh-btn bh-btn-primary" data-testid="recharge-return">
        {t('checkout.back')}
      </Link>
    </p>
  );
}

export interface CheckoutProps<R> {
  /** the price shown (cents): what the server is asked to charge, and refuses if it changed */
  price: number;
  /** what is bought, beside the price (omit in a dialog whose title says it) */
  what?: ReactNode;
  /** the price's label (default: "Price") */
  priceLabel?: string;
  /** the purchase's call, with the PIN and this attempt's Idempotency-Key */
  pay: (paycode: string, idempotencyKey: string) => Promise<R>;
  onPaid: (result: R) => Promise<void> | void;
  /** another refusal the page answers itself (a changed price or a paused package: it reloads what it shows) */
  onRefused?: (error: unknown) => Promise<void> | void;
  /** the page's own fields (a service's brief), shown above the PIN */
  children?: ReactNode;
  /** checks the page's own fields before paying; false stops (their errors are shown) */
  ready?: () => boolean;
  /** e.g. "Pay 120.00 coins" */
  submitLabel: string;
  /** the test ids' prefix: `<p>-balance`, `<p>-short`, `<p>-recharge`, `<p>-no-pin`, `<p>-pin`, `<p>-submit` */
  testId: string;
  /** the submit button's element id (dialogs' tests find it by id) */
  submitId?: string;
  /** a line under the facts (e.g. where the money is held) */
  hint?: ReactNode;
}

/**
 * The one checkout of the web client (docs/rules/money.md#checkout; docs/decisions/071-one-checkout.md): paying a
 * task's budget, buying a service package and buying a 3D model all show it. The price and the member's available
 * coins; when they are short, how much and a top-up link that carries the amount needed and this page to come back to
 * (`/personalCenter/recharge?need=<cents>&return=<path>`); a note when no PIN is set; the payment PIN and the button.
 * One Idempotency-Key per attempt (a retry after a lost answer resends it, so nothing is paid twice); a refused PIN
 * empties the box; INSUFFICIENT_BALANCE (the balance shown was older than the one charged) reloads the balance, so the
 * note and its link say what is needed now (the server's `needed`).
 */
export function Checkout<R>({
  price,
  what,
  priceLabel,
  pay,
  onPaid,
  onRefused,
  children,
  ready,
  submitLabel,
  testId,
  submitId,
  hint,
}: CheckoutProps<R>) {
  const { t } = useI18n();
  const member = useMember();
  const qc = useQueryClient();
  const here = useLocation();
  const key = useIdempotencyKey();
  const [busy, setBusy] = useState(false);
  const form = useLiteForm({
    paycode: pinChecks(t, t('checkout.pin'), t('checkout.pinRule')),
  });

  const coins = member.data?.coins ?? 0;
  const short = Math.max(0, price - coins);
  const hasPin = member.data?.ispaycode === true;

  const send = async (paycode: string) => {
    setBusy(true);
    try {
      const result = await pay(paycode, key.current());
      key.settle();
      await onPaid(result);
    } catch (e) {
      key.settle(e);
      if (!isApiError(e) || e.kind !== 'business') return;
      form.clear(['paycode']);
      // short after all (the balance shown was older than the one charged): the fresh balance shows what is needed
      if (e.errorCode === 'INSUFFICIENT_BALANCE') await qc.invalidateQueries({ queryKey: sessionKeys.member });
      else await onRefused?.(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="bh-form"
      noValidate
      data-testid={`${testId}-checkout`}
      onSubmit={(event) => {
        event.preventDefault();
        // the page's fields and the PIN are checked together, so every error shows at once
        // (the PIN first: the focus ends on the first wrong field from the top)
        const paycode = form.check('paycode');
        const fields = ready ? ready() : true;
        if (fields && paycode !== undefined && !busy) void send(paycode);
      }}
    >
      {children}
      <Facts
        items={[
          ...(what ? [{ key: 'what', label: t('checkout.what'), children: what }] : []),
          {
            key: 'price',
            label: priceLabel ?? t('checkout.price'),
            children: (
              <strong className="bh-error-text" data-testid={`${testId}-price`} data-cents={price}>
                {t('checkout.coins', { amount: formatCents(price) })}
              </strong>
            ),
          },
          {
            key: 'balance',
            label: t('checkout.balance'),
            children: member.data ? (
              <span data-testid={`${testId}-balance`} data-cents={coins}>
                {t('checkout.coins', { amount: formatCents(coins) })}
              </span>
            ) : (
              <BusyMark />
            ),
          },
        ]}
      />
      {member.data && short > 0 && (
        <div className="bh-gap-top">
          <Note warning testId={`${testId}-short`}>
            {t('checkout.short', { amount: formatCents(short) })}{' '}
            <Link to={topUpLink(short, `${here.pathname}${here.search}`)} data-testid={`${testId}-recharge`}>
              {t('checkout.topUp')}
            </Link>
          </Note>
        </div>
      )}
      {member.data && !hasPin && (
        <div className="bh-gap-top">
          <Note testId={`${testId}-no-pin`}>
            {t('checkout.noPin')} <Link to="/personalCenter/securitySetting">{t('checkout.setPin')}</Link>
          </Note>
        </div>
      )}
      {hint && <p className="bh-secondary bh-paragraph bh-gap-top">{hint}</p>}
      <PinField {...form.field('paycode')} label={t('checkout.pin')} testId={`${testId}-pin`} />
      <button
        type="submit"
        id={submitId}
        className="bh-btn bh-btn-primary bh-btn-block"
        disabled={short > 0 || !hasPin}
        aria-busy={busy || undefined}
        data-testid={`${testId}-submit`}
      >
        {busy && <BusyMark />}
        {submitLabel}
      </button>
    </form>
  );
}
