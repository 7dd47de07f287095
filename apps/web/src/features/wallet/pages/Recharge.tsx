import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { formatCents, parseCents } from '@boothhub/shared';
import { useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { useDesktop } from '../../../lib/useMedia';
import { PagedPlainTable } from '../../../components/PagedPlainTable';
import { Facts, Note, Panel, Skeleton } from '../../../components/lite/Content';
import { CopyButton } from '../../../components/lite/CopyButton';
import { BusyMark, ChoiceField, required, useLiteForm } from '../../../components/lite/Form';
import { PrimarySubmit } from '../../../components/lite/BusyMark';
import type { Column } from '../../../components/lite/Table';
import { useMember } from '../../account/session';
import { BackToPurchase, useTopUpReturn } from '../../../components/Checkout';
import { useMoneyMutation, useWalletRefresh, walletApi, walletKeys } from '../api';
import { amountColumn, timeColumn } from '../components/columns';
import { CoinsField, Money, SandboxTag, Secondary, StatusTag } from '../../../components/money';
import { WechatPayQr } from '../components/WechatPayQr';
import { AlipayCheck } from '../components/AlipayCheck';
import { MethodMark } from '../components/MethodMark';
import { rechargeAmountChecks } from '../rechargeChecks';

type RechargeResult = Awaited<ReturnType<typeof walletApi.recharge>>;
type RechargeItem = Awaited<ReturnType<typeof walletApi.rechargeList>>['listItem'][number];
type Method = RechargeResult['method'];

/**
 * /personalCenter/recharge: top up coins by sandbox (test money, where offered) or bank transfer (with a reference),
 * and the member's top-ups. Plain markup.
 */
export default function Recharge() {
  const { t } = useI18n();
  const member = useMember();
  const refresh = useWalletRefresh();
  const narrow = !useDesktop();
  const [result, setResult] = useState<RechargeResult | null>(null);
  // back from Alipay's page: its top-up is checked until it is paid or closed
  const [params] = useSearchParams();
  const [checking, setChecking] = useState<number | null>(() => Number(params.get('topup')) || null);
  const info = useQuery({ queryKey: walletKeys.paymentInfo, queryFn: walletApi.paymentInfo, staleTime: 300_000 });
  const list = usePagedList({ filter: {}, queryKey: walletKeys.recharges, queryFn: walletApi.rechargeList, pageSize: 10 });
  const methodLabel = (m: string) =>
    m === 'sandbox'
      ? t('wallet.method.sandbox')
      : m === 'wechatpay'
        ? t('wallet.method.wechatpay')
        : m === 'alipay'
          ? t('wallet.method.alipay')
          : t('wallet.method.bank');

  const columns: Column<RechargeItem>[] = [
    timeColumn(t('wallet.time')),
    amountColumn(t('wallet.amount'), narrow, (r) => ({
      beside: r.sandbox ? <SandboxTag /> : methodLabel(r.method),
      below: (
        <>
          {t('recharge.reference')}: {r.reference}
        </>
      ),
    })),
    { key: 'method', title: t('wallet.method'), render: (r) => (r.sandbox ? <SandboxTag /> : methodLabel(r.method)) },
    {
      key: 'reference',
      title: t('recharge.reference'),
      render: (r) => (
        <span className="bh-nowrap">
          {r.reference} <CopyButton text={r.reference} />
        </span>
      ),
    },
    {
      key: 'status',
      title: t('wallet.status'),
      render: (r) => (
        <div className="bh-wallet-cell bh-wallet-status">
          <StatusTag status={r.status} testId={`recharge-status-${r.id}`} />
          {r.reason && <Secondary>{r.reason}</Secondary>}
        </div>
      ),
    },
  ];

  return (
    <>
      <Panel title={t('wallet.title.recharge')} level={1} large className="bh-gap-bottom">
        <Facts
          items={[
            {
              key: 'available',
              label: t('wallet.available'),
              children: member.data ? <Money cents={member.data.coins} strong testId="recharge-available" /> : <BusyMark />,
            },
          ]}
        />
        {result ? (
          <RechargeDone
            result={result}
            onAgain={() => setResult(null)}
            onSettled={async (status) => {
              setResult({ ...result, status });
              await refresh();
            }}
          />
        ) : checking ? (
          <AlipayCheck
            id={checking}
            onSettled={(item) => {
              setChecking(null);
              setResult(item);
              void refresh();
            }}
          />
        ) : info.data ? (
          <RechargeForm
            methods={info.data.methods}
            methodLabel={methodLabel}
            onDone={async (r) => {
              setResult(r);
              await refresh();
            }}
          />
        ) : info.isPending ? (
          <Skeleton />
        ) : null}
        {result && <BackToPurchase />}
      </Panel>
      <Panel title={t('recharge.history')} large>
        <PagedPlainTable<RechargeItem>
          list={list}
          columns={columns}
          caption={t('recharge.history')}
          narrowHide={['dates', 'method', 'reference']}
          testId="recharge-list"
        />
      </Panel>
    </>
  );
}

/** The amount in coins and the method (each with its hint); sent with an Idempotency-Key, in cents. */
function RechargeForm({
  methods,
  methodLabel,
  onDone,
}: {
  methods: readonly Method[];
  methodLabel: (m: string) => string;
  onDone: (r: RechargeResult) => Promise<void>;
}) {
  const { t } = useI18n();
  // a checkout's top-up link (components/Checkout.tsx) fills in the coins still needed, and where to go back to
  const { amount, back } = useTopUpReturn();
  const narrow = !useDesktop();
  const form = useLiteForm(
    {
      amount: rechargeAmountChecks(t),
      method: [required(t('form.required', { label: t('wallet.method') }))],
    },
    { method: methods[0] ?? 'bank', amount },
  );
  const submit = useMoneyMutation({
    mutationFn: (body: { amount: number; method: Method }, key: string) =>
      // Alipay's page for a phone (alipay.trade.wap.pay) or a desktop (alipay.trade.page.pay); Alipay brings the member
      // back to this page with the way back to the purchase
      walletApi.recharge(body.method === 'alipay' ? { ...body, device: narrow ? 'phone' : 'desktop', ...(back ? { back } : {}) } : body, key),
    onSuccess: async (r) => {
      form.clear(['amount']);
      await onDone(r);
      if (r.method === 'alipay' && r.payUrl) window.location.assign(r.payUrl);
    },
  });
  return (
    <form
      className="bh-form bh-gap-top"
      noValidate
      onSubmit={form.onSubmit((v) => {
        const amount = parseCents(v.amount);
        if (amount !== null && !submit.isPending) submit.mutate({ amount, method: v.method as Method });
      })}
    >
      <CoinsField {...form.field('amount')} label={t('recharge.amount')} placeholder="100.00" testId="recharge-amount" />
      <ChoiceField
        {...form.field('method')}
        label={t('wallet.method')}
        testId="recharge-method"
        options={methods.map((m) => ({
          value: m,
          label: (
            <span data-testid={`recharge-method-${m}`}>
              <MethodMark method={m} />
              {methodLabel(m)}
              <Secondary>
                {m === 'sandbox'
                  ? t('recharge.sandboxHint')
                  : m === 'wechatpay'
                    ? t('recharge.wechatpayHint')
                    : m === 'alipay'
                      ? t('recharge.alipayHint')
                      : t('recharge.bankHint')}
              </Secondary>
            </span>
          ),
        }))}
      />
      <PrimarySubmit busy={submit.isPending} testId="recharge-submit">
        {t('recharge.submit')}
      </PrimarySubmit>
    </form>
  );
}

/** A sandbox top-up is paid at once (antd's success Result); a bank transfer waits, with the reference to put on it. */
function RechargeDone({
  result,
  onAgain,
  onSettled,
}: {
  result: RechargeResult;
  onAgain: () => void;
  onSettled: (status: RechargeResult['status']) => Promise<void>;
}) {
  const { t } = useI18n();
  const again = (
    <button type="button" className="bh-btn" onClick={onAgain} data-testid="recharge-again">
      {t('recharge.again')}
    </button>
  );
  if (result.status === 'paid') {
    return (
      <div className="bh-result bh-result-success">
        <div className="bh-result-mark" aria-hidden="true">
          ✓
        </div>
        <h2 className="bh-result-title" data-testid="recharge-done">
          {t('recharge.paid', { amount: formatCents(result.amount) })}
        </h2>
        <div className="bh-result-sub">
          {result.sandbox && <SandboxTag />} {t('recharge.reference')}: {result.reference}
        </div>
        <div className="bh-result-extra bh-row-wrap">
          <Link to="/personalCenter/tradeManagement" className="bh-btn bh-btn-primary">
            {t('wallet.title.tradeManagement')}
          </Link>
          {again}
        </div>
      </div>
    );
  }
  if (result.status === 'closed') {
    return (
      <div className="bh-gap-top">
        <Note testId="recharge-closed">{t('recharge.closed')}</Note>
        <p className="bh-gap-top">{again}</p>
      </div>
    );
  }
  if (result.method === 'alipay' && result.payUrl) {
    return (
      <div className="bh-gap-top">
        <Note testId="alipay-opening">
          {t('recharge.alipayOpening', { amount: formatCents(result.amount) })}{' '}
          <a href={result.payUrl} data-testid="alipay-open">
            {t('recharge.alipayOpen')}
          </a>
        </Note>
      </div>
    );
  }
  if (result.method === 'wechatpay' && result.codeUrl) {
    return (
      <>
        <WechatPayQr {...result} codeUrl={result.codeUrl} onSettled={(item) => void onSettled(item.status)} />
        <p className="bh-gap-top">{again}</p>
      </>
    );
  }
  return (
    <div className="bh-gap-top">
      <Note testId="recharge-pending">
        <strong>{t('recharge.bankTitle')}</strong>
        <br />
        {t('recharge.bankSteps', { amount: formatCents(result.amount) })}
        <br />
        {t('recharge.reference')}: <strong data-testid="recharge-reference">{result.reference}</strong>{' '}
        <CopyButton text={result.reference} testId="recharge-reference-copy" />
      </Note>
      <p className="bh-gap-top">{again}</p>
    </div>
  );
}
