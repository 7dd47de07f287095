import { useEffect } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Radio, Skeleton, Typography, type TableProps } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCents, parseCents, wallet } from '@boothhub/shared';
import { useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { PagedTable } from '../../../components/PagedTable';
import { useMoneyMutation, walletApi, walletKeys } from '../api';
import { useWalletDone } from '../components/useWalletDone';
import { useNarrow } from '../../../components/columns';
import { amountColumn, timeColumn } from '../components/columns';
import { Money, Secondary, StatusTag, moneyRules } from '../../../components/money';
import { ConfirmLink } from '../../../components/RowActions';

type Withdrawal = wallet.Withdrawal;

interface Values {
  amount: string;
  method: 'alipay' | 'bank';
  account: string;
  accountName: string;
  bankName?: string;
  paycode: string;
}

/**
 * /personalCenter/caseOut: withdraw coins (Applycash/postNew) under the rules of docs/rules/money.md — an approved
 * identity, the holder's name matching it, the PIN, the minimum and the daily maximum — and the member's
 * withdrawals (Applycash/list), where a pending one can be cancelled.
 */
export default function CaseOut() {
  const { t } = useI18n();
  const done = useWalletDone();
  const [form] = Form.useForm<Values>();
  const method = Form.useWatch('method', form);
  const limits = useQuery({ queryKey: walletKeys.limits, queryFn: walletApi.limits });
  const l = limits.data;

  useEffect(() => {
    if (l?.realname && !form.getFieldValue('accountName')) form.setFieldValue('accountName', l.realname);
  }, [l?.realname, form]);

  const submit = useMoneyMutation({
    mutationFn: ({ amount, v }: { amount: number; v: Values }, key: string) =>
      walletApi.withdraw(
        {
          amount,
          method: v.method,
          account: v.account.trim(),
          accountName: v.accountName.trim(),
          ...(v.method === 'bank' ? { bankName: v.bankName?.trim() } : {}),
          paycode: v.paycode,
        },
        key,
      ),
    onSuccess: async () => {
      form.resetFields(['amount', 'paycode']);
      await done(t('withdraw.submitted'));
    },
    onError: () => form.resetFields(['paycode']),
  });

  if (!l) return <Card>{limits.isPending ? <Skeleton active /> : null}</Card>;
  const identityOk = l.personauth === 'approved';
  const max = Math.min(l.available, l.leftToday);
  const blocked = !identityOk || !l.ispaycode;

  return (
    <>
      <Card title={t('wallet.title.caseOut')} className="bh-gap-bottom">
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} data-testid="withdraw-rules">
          <Descriptions.Item label={t('wallet.available')}>
            <Money cents={l.available} strong testId="withdraw-available" />
          </Descriptions.Item>
          <Descriptions.Item label={t('withdraw.held')}>
            <Money cents={l.held} testId="withdraw-held" />
          </Descriptions.Item>
          <Descriptions.Item label={t('withdraw.min')}>
            <Money cents={l.withdrawMin} />
          </Descriptions.Item>
          <Descriptions.Item label={t('withdraw.dailyMax')}>
            <Money cents={l.withdrawDailyMax} />
          </Descriptions.Item>
          <Descriptions.Item label={t('withdraw.leftToday')}>
            <Money cents={l.leftToday} testId="withdraw-left-today" />
          </Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph type="secondary" className="bh-gap-top-s">
          {t('withdraw.rules', { min: formatCents(l.withdrawMin), max: formatCents(l.withdrawDailyMax) })}
        </Typography.Paragraph>
        {!identityOk && (
          <Alert
            type="warning"
            showIcon
            className="bh-gap-bottom"
            data-testid="withdraw-need-identity"
            title={t(l.personauth === 'pending' ? 'withdraw.identityPending' : 'withdraw.identityNeeded')}
            action={
              <Link to="/personalCenter/identity" data-testid="withdraw-identity-link">
                <Button size="small">{t('wallet.title.identity')}</Button>
              </Link>
            }
          />
        )}
        {!l.ispaycode && (
          <Alert
            type="warning"
            showIcon
            className="bh-gap-bottom"
            data-testid="withdraw-need-paycode"
            title={t('withdraw.paycodeNeeded')}
            action={
              <Link to="/personalCenter/securitySetting">
                <Button size="small">{t('paycode.set')}</Button>
              </Link>
            }
          />
        )}
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark={false}
          className="bh-form"
          initialValues={{ method: 'alipay', accountName: l.realname ?? '' }}
          onFinish={(v) => {
            const amount = parseCents(v.amount);
            if (amount !== null) submit.mutate({ amount, v });
          }}
          disabled={blocked}
        >
          <Form.Item
            name="amount"
            label={t('withdraw.amount')}
            rules={moneyRules(t, t('withdraw.amount'), l.withdrawMin, Math.max(max, l.withdrawMin))}
            extra={t('withdraw.amountHint', { max: formatCents(Math.max(0, max)) })}
          >
            <Input
              inputMode="decimal"
              placeholder={formatCents(l.withdrawMin)}
              // no unit beside a blocked (disabled) field: greyed text there would be unreadable, and the label says it
              suffix={blocked ? undefined : t('wallet.coins')}
              maxLength={12}
              data-testid="withdraw-amount"
            />
          </Form.Item>
          <Form.Item name="method" label={t('wallet.method')}>
            <Radio.Group
              options={wallet.withdrawMethods.map((m) => ({ value: m, label: t(`withdraw.method.${m}`) }))}
              data-testid="withdraw-method"
            />
          </Form.Item>
          <Form.Item
            name="account"
            label={method === 'bank' ? t('withdraw.cardNumber') : t('withdraw.alipayAccount')}
            rules={[
              { required: true, whitespace: true },
              { min: 3, max: 64 },
              ...(method === 'bank' ? [{ pattern: /^[\d\s]{12,23}$/, message: t('withdraw.cardInvalid') }] : []),
            ]}
          >
            <Input maxLength={64} inputMode={method === 'bank' ? 'numeric' : 'email'} autoComplete="off" data-testid="withdraw-account" />
          </Form.Item>
          <Form.Item
            name="accountName"
            label={t('withdraw.accountName')}
            rules={[{ required: true, whitespace: true }, { max: 40 }]}
            extra={t('withdraw.accountNameHint')}
          >
            <Input maxLength={40} data-testid="withdraw-account-name" />
          </Form.Item>
          {method === 'bank' && (
            <Form.Item
              name="bankName"
              label={t('withdraw.bankName')}
              rules={[
                { required: true, whitespace: true },
                { min: 2, max: 60 },
              ]}
            >
              <Input maxLength={60} data-testid="withdraw-bank-name" />
            </Form.Item>
          )}
          <Form.Item name="paycode" label={t('paycode.pin')} rules={[{ required: true }, { pattern: /^\d{6}$/, message: t('paycode.sixDigits') }]}>
            <Input.Password maxLength={6} inputMode="numeric" autoComplete="off" className="bh-pin-input" data-testid="withdraw-paycode" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="withdraw-submit">
            {t('withdraw.submit')}
          </Button>
        </Form>
      </Card>
      <WithdrawalList />
    </>
  );
}

function WithdrawalList() {
  const { t } = useI18n();
  const done = useWalletDone();
  const narrow = useNarrow();
  const list = usePagedList({ filter: {}, queryKey: walletKeys.withdrawals, queryFn: walletApi.withdrawals, pageSize: 10 });

  const cancel = useMutation({
    mutationFn: (id: number) => walletApi.cancelWithdrawal(id),
    onSuccess: () => done(t('withdraw.cancelled')),
  });

  const columns: TableProps<Withdrawal>['columns'] = [
    timeColumn(t('wallet.time'), 140),
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
      render: (_, w) => (
        <div className="bh-wallet-cell">
          {t(`withdraw.method.${w.method}`)} {w.account}
          <Secondary>{[w.accountName, w.bankName].filter(Boolean).join(' · ')}</Secondary>
        </div>
      ),
    },
    {
      key: 'status',
      title: t('wallet.status'),
      width: narrow ? 150 : 180,
      render: (_, w) => (
        <div className="bh-wallet-cell">
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
            <ConfirmLink
              label={t('withdraw.cancel')}
              confirm={t('withdraw.cancelConfirm')}
              onConfirm={() => cancel.mutateAsync(w.id).catch(() => undefined)}
              testId={`withdrawal-cancel-${w.id}`}
            />
          )}
        </div>
      ),
    },
  ];

  return (
    <Card title={t('withdraw.history')}>
      <PagedTable<Withdrawal> list={list} size="small" columns={columns} narrowHide={['dates', 'to']} scrollX={600} data-testid="withdrawal-list" />
    </Card>
  );
}
