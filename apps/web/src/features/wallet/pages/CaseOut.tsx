import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCents, parseCents } from '@boothhub/shared';
import type { wallet } from '@boothhub/shared';
import { withdrawAmountRange, withdrawFieldLimits, withdrawMethods } from '@boothhub/shared/contracts/walletOptions';
import { useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { useDesktop } from '../../../lib/useMedia';
import { PagedPlainTable } from '../../../components/PagedPlainTable';
import { Facts, Note, Panel, Skeleton } from '../../../components/lite/Content';
import { ConfirmButton } from '../../../components/lite/Confirm';
import { BusyMark, ChoiceField, PinField, TextField, useLiteForm } from '../../../components/lite/Form';
import type { Column } from '../../../components/lite/Table';
import { useMoneyMutation, walletApi, walletKeys } from '../api';
import { useWalletDone } from '../components/useWalletDone';
import { withdrawAmountChecks, withdrawBody, withdrawChecks, type WithdrawValues } from '../withdrawChecks';
import { amountColumn, timeColumn } from '../components/columns';
import { CoinsField, Money, Secondary, StatusTag } from '../../../components/money';

type Withdrawal = wallet.Withdrawal;
type Limits = Awaited<ReturnType<typeof walletApi.limits>>;

/**
 * /personalCenter/caseOut: withdraw coins (Applycash/postNew) under the rules of docs/rules/money.md — an approved
 * identity, the holder's name matching it, the PIN, the minimum and the daily maximum — and the member's
 * withdrawals (Applycash/list), where a pending one can be cancelled. Plain markup.
 */
export default function CaseOut() {
  const { t } = useI18n();
  const limits = useQuery({ queryKey: walletKeys.limits, queryFn: walletApi.limits });
  const l = limits.data;

  if (!l)
    return (
      <Panel title={t('wallet.title.caseOut')} level={1} large>
        {limits.isPending ? <Skeleton /> : null}
      </Panel>
    );
  const identityOk = l.personauth === 'approved';
  const blocked = !identityOk || !l.ispaycode;

  return (
    <>
      <Panel title={t('wallet.title.caseOut')} level={1} large className="bh-gap-bottom">
        <Facts
          columns={2}
          testId="withdraw-rules"
          items={[
            { key: 'available', label: t('wallet.available'), children: <Money cents={l.available} strong testId="withdraw-available" /> },
            { key: 'held', label: t('withdraw.held'), children: <Money cents={l.held} testId="withdraw-held" /> },
            { key: 'min', label: t('withdraw.min'), children: <Money cents={l.withdrawMin} /> },
            { key: 'dailyMax', label: t('withdraw.dailyMax'), children: <Money cents={l.withdrawDailyMax} /> },
            { key: 'leftToday', label: t('withdraw.leftToday'), children: <Money cents={l.leftToday} testId="withdraw-left-today" /> },
          ]}
        />
        <p className="bh-secondary bh-gap-top-s">{t('withdraw.rules', { min: formatCents(l.withdrawMin), max: formatCents(l.withdrawDailyMax) })}</p>
        {!identityOk && (
          <div className="bh-gap-bottom">
            <Note warning testId="withdraw-need-identity">
              <span className="bh-row-actions">
                {t(l.personauth === 'pending' ? 'withdraw.identityPending' : 'withdraw.identityNeeded')}
                <Link to="/personalCenter/identity" className="bh-btn bh-btn-small" data-testid="withdraw-identity-link">
                  {t('wallet.title.identity')}
                </Link>
              </span>
            </Note>
          </div>
        )}
        {!l.ispaycode && (
          <div className="bh-gap-bottom">
            <Note warning testId="withdraw-need-paycode">
              <span className="bh-row-actions">
                {t('withdraw.paycodeNeeded')}
                <Link to="/personalCenter/securitySetting" className="bh-btn bh-btn-small">
                  {t('paycode.set')}
                </Link>
              </span>
            </Note>
          </div>
        )}
        <WithdrawForm limits={l} blocked={blocked} />
      </Panel>
      <WithdrawalList />
    </>
  );
}

/**
 * The amount, where to (Alipay or a bank card), the holder (the verified name at first) and the PIN; disabled while the
 * identity or the PIN is missing. A refusal (a wrong PIN) empties the PIN; a withdrawal sent empties the amount too.
 */
function WithdrawForm({ limits: l, blocked }: { limits: Limits; blocked: boolean }) {
  const { t } = useI18n();
  const done = useWalletDone();
  const { max } = withdrawAmountRange(l);
  const labelOf = (m: string) => (m === 'bank' ? t('withdraw.cardNumber') : t('withdraw.alipayAccount'));
  const form = useLiteForm(
    {
      amount: withdrawAmountChecks(t, l),
      ...withdrawChecks(t),
    },
    { method: 'alipay', accountName: l.realname ?? '' },
  );
  const method = form.field('method').value;

  const submit = useMoneyMutation({
    mutationFn: ({ amount, v }: { amount: number; v: WithdrawValues }, key: string) => walletApi.withdraw(withdrawBody(amount, v), key),
    onSuccess: async () => {
      form.clear(['amount', 'paycode']);
      await done(t('withdraw.submitted'));
    },
    onError: () => form.clear(['paycode']),
  });

  return (
    <form
      className="bh-form"
      noValidate
      autoComplete="off"
      onSubmit={form.onSubmit((v) => {
        const amount = parseCents(v.amount);
        if (amount !== null && !blocked && !submit.isPending) submit.mutate({ amount, v });
      })}
    >
      <fieldset className="bh-fieldset" disabled={blocked}>
        <CoinsField
          {...form.field('amount')}
          label={t('withdraw.amount')}
          hint={t('withdraw.amountHint', { max: formatCents(Math.max(0, max)) })}
          placeholder={formatCents(l.withdrawMin)}
          // no unit beside a blocked (disabled) field: greyed text there would be unreadable, and the label says it
          unit={blocked ? undefined : t('wallet.coins')}
          testId="withdraw-amount"
        />
        <ChoiceField
          {...form.field('method')}
          label={t('wallet.method')}
          options={withdrawMethods.map((m) => ({ value: m, label: t(`withdraw.method.${m}`) }))}
          testId="withdraw-method"
        />
        <TextField
          {...form.field('account')}
          label={labelOf(method)}
          maxLength={withdrawFieldLimits.account.max}
          inputMode={method === 'bank' ? 'numeric' : 'email'}
          autoComplete="off"
          testId="withdraw-account"
        />
        <TextField
          {...form.field('accountName')}
          label={t('withdraw.accountName')}
          hint={t('withdraw.accountNameHint')}
          maxLength={withdrawFieldLimits.accountName.max}
          autoComplete="off"
          testId="withdraw-account-name"
        />
        {method === 'bank' && (
          <TextField
            {...form.field('bankName')}
            label={t('withdraw.bankName')}
            maxLength={withdrawFieldLimits.bankName.max}
            autoComplete="off"
            testId="withdraw-bank-name"
          />
        )}
        <PinField {...form.field('paycode')} label={t('paycode.pin')} testId="withdraw-paycode" />
        <button
          type="submit"
          className="bh-btn bh-btn-primary"
          disabled={blocked}
          aria-busy={submit.isPending || undefined}
          data-testid="withdraw-submit"
        >
          {submit.isPending && <BusyMark />}
          {t('withdraw.submit')}
        </button>
      </fieldset>
    </form>
  );
}

function WithdrawalList() {
  const { t } = useI18n();
  const done = useWalletDone();
  const narrow = !useDesktop();
  const list = usePagedList({ filter: {}, queryKey: walletKeys.withdrawals, queryFn: walletApi.withdrawals, pageSize: 10 });

  const cancel = useMutation({
    mutationFn: (id: number) => walletApi.cancelWithdrawal(id),
    onSuccess: () => done(t('withdraw.cancelled')),
  });

  const columns: Column<Withdrawal>[] = [
    timeColumn(t('wallet.time')),
    amountColumn(t('wallet.amount'), narrow, (w) => ({
      below: (
        <>
          {t(`withdraw.method.${w.method}`)} {w.account}
        </>
      ),
    })),
    {
      key: 'to',
      title: t('withdraw.to'),
      render: (w) => (
        <div className="bh-wallet-cell">
          {t(`withdraw.method.${w.method}`)} {w.account}
          <Secondary>{[w.accountName, w.bankName].filter(Boolean).join(' · ')}</Secondary>
        </div>
      ),
    },
    {
      key: 'status',
      title: t('wallet.status'),
      render: (w) => (
        <div className="bh-wallet-cell bh-wallet-status">
          <StatusTag status={w.status} testId={`withdrawal-status-${w.id}`} />
          {w.payoutRef && (
            <Secondary>
              {t('withdraw.payoutRef')}: {w.payoutRef}
            </Secondary>
          )}
          {w.reason && (
            <Secondary>
              {t('wallet.reason')}: {w.reason}
            </Secondary>
          )}
          {w.status === 'pending' && (
            <ConfirmButton
              question={t('withdraw.cancelConfirm')}
              onConfirm={() => cancel.mutateAsync(w.id).catch(() => undefined)}
              className="bh-btn bh-btn-link bh-btn-small bh-btn-danger"
              testId={`withdrawal-cancel-${w.id}`}
              okTestId={`withdrawal-cancel-ok-${w.id}`}
            >
              {t('withdraw.cancel')}
            </ConfirmButton>
          )}
        </div>
      ),
    },
  ];

  return (
    <Panel title={t('withdraw.history')} large>
      <PagedPlainTable<Withdrawal>
        list={list}
        columns={columns}
        caption={t('withdraw.history')}
        narrowHide={['dates', 'to']}
        testId="withdrawal-list"
      />
    </Panel>
  );
}
