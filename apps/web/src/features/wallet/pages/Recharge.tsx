import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Radio, Result, Skeleton, Space, Typography, type TableProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCents, parseCents, wallet, type DataOf } from '@boothhub/shared';
import { useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { PagedTable } from '../../../components/PagedTable';
import { useMember } from '../../account/session';
import { useMoneyMutation, useWalletRefresh, walletApi, walletKeys } from '../api';
import { useNarrow } from '../../../components/columns';
import { amountColumn, timeColumn } from '../components/columns';
import { Money, SandboxTag, StatusTag, moneyRules } from '../../../components/money';

type RechargeResult = DataOf<typeof wallet.recharge>;
type RechargeItem = DataOf<typeof wallet.rechargeList>['listItem'][number];
interface Values {
  amount: string;
  method: 'sandbox' | 'bank';
}

/** /personalCenter/recharge: top up coins by sandbox (test money, where offered) or bank transfer (with a reference). */
export default function Recharge() {
  const { t } = useI18n();
  const member = useMember();
  const refresh = useWalletRefresh();
  const narrow = useNarrow();
  const [form] = Form.useForm<Values>();
  const [result, setResult] = useState<RechargeResult | null>(null);
  const info = useQuery({ queryKey: walletKeys.paymentInfo, queryFn: walletApi.paymentInfo, staleTime: 300_000 });
  const list = usePagedList({ filter: {}, queryKey: walletKeys.recharges, queryFn: walletApi.rechargeList, pageSize: 10 });
  const methods = info.data?.methods ?? [];
  const methodLabel = (m: string) => (m === 'sandbox' ? t('wallet.method.sandbox') : t('wallet.method.bank'));

  const submit = useMoneyMutation({
    mutationFn: (body: { amount: number; method: Values['method'] }, key: string) => walletApi.recharge(body, key),
    onSuccess: async (r) => {
      setResult(r);
      form.resetFields(['amount']);
      await refresh();
    },
  });

  const columns: TableProps<RechargeItem>['columns'] = [
    timeColumn(t('wallet.time'), 150),
    amountColumn(t('wallet.amount'), narrow, (r) => ({
      beside: r.sandbox ? <SandboxTag /> : methodLabel(r.method),
      below: (
        <>
          {t('recharge.reference')}: {r.reference}
        </>
      ),
    })),
    {
      key: 'method',
      title: t('wallet.method'),
      width: 150,
      render: (_, r) => (r.sandbox ? <SandboxTag /> : methodLabel(r.method)),
    },
    {
      key: 'reference',
      title: t('recharge.reference'),
      width: 150,
      render: (_, r) => <Typography.Text copyable={{ text: r.reference }}>{r.reference}</Typography.Text>,
    },
    {
      key: 'status',
      title: t('wallet.status'),
      render: (_, r) => (
        <>
          <StatusTag status={r.status} testId={`recharge-status-${r.id}`} />
          {r.reason && <Typography.Text type="secondary">{r.reason}</Typography.Text>}
        </>
      ),
    },
  ];

  return (
    <>
      <Card title={t('wallet.title.recharge')} className="bh-gap-bottom">
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('wallet.available')}>
            {member.data ? <Money cents={member.data.coins} strong testId="recharge-available" /> : <Skeleton.Input size="small" active />}
          </Descriptions.Item>
        </Descriptions>
        {result ? (
          <RechargeDone result={result} onAgain={() => setResult(null)} />
        ) : info.isPending ? (
          <Skeleton active />
        ) : (
          <Form<Values>
            form={form}
            layout="vertical"
            requiredMark={false}
            className="bh-form bh-gap-top"
            initialValues={{ method: methods[0] ?? 'bank' }}
            onFinish={(v) => {
              const amount = parseCents(v.amount);
              if (amount !== null) submit.mutate({ amount, method: v.method });
            }}
          >
            <Form.Item name="amount" label={t('recharge.amount')} rules={moneyRules(t, t('recharge.amount'), 1, wallet.MAX_RECHARGE_CENTS)}>
              <Input inputMode="decimal" placeholder="100.00" suffix={t('wallet.coins')} maxLength={12} data-testid="recharge-amount" />
            </Form.Item>
            <Form.Item name="method" label={t('wallet.method')} rules={[{ required: true }]}>
              <Radio.Group data-testid="recharge-method">
                <Space orientation="vertical">
                  {methods.map((m) => (
                    <Radio value={m} key={m}>
                      <span data-testid={`recharge-method-${m}`}>
                        {methodLabel(m)}
                        <Typography.Text type="secondary" className="bh-money-note">
                          {m === 'sandbox' ? t('recharge.sandboxHint') : t('recharge.bankHint')}
                        </Typography.Text>
                      </span>
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="recharge-submit">
              {t('recharge.submit')}
            </Button>
          </Form>
        )}
      </Card>
      <Card title={t('recharge.history')}>
        <PagedTable<RechargeItem>
          list={list}
          size="small"
          columns={narrow ? columns.filter((c) => c.key === 'amount' || c.key === 'status') : columns}
          scrollX={720}
          data-testid="recharge-list"
        />
      </Card>
    </>
  );
}

function RechargeDone({ result, onAgain }: { result: RechargeResult; onAgain: () => void }) {
  const { t } = useI18n();
  const again = (
    <Button key="again" onClick={onAgain} data-testid="recharge-again">
      {t('recharge.again')}
    </Button>
  );
  const bills = (
    <Link key="bills" to="/personalCenter/tradeManagement">
      <Button type="primary">{t('wallet.title.tradeManagement')}</Button>
    </Link>
  );
  if (result.status === 'paid') {
    return (
      <Result
        status="success"
        title={<span data-testid="recharge-done">{t('recharge.paid', { amount: formatCents(result.amount) })}</span>}
        subTitle={
          <>
            {result.sandbox && <SandboxTag />} {t('recharge.reference')}: {result.reference}
          </>
        }
        extra={[bills, again]}
      />
    );
  }
  return (
    <div className="bh-gap-top" data-testid="recharge-pending">
      <Alert
        type="info"
        showIcon
        title={t('recharge.bankTitle')}
        description={
          <>
            <p>{t('recharge.bankSteps', { amount: formatCents(result.amount) })}</p>
            <Typography.Paragraph copyable={{ text: result.reference }} className="bh-no-margin">
              {t('recharge.reference')}: <strong data-testid="recharge-reference">{result.reference}</strong>
            </Typography.Paragraph>
          </>
        }
      />
      <Space wrap className="bh-gap-top">
        {again}
      </Space>
    </div>
  );
}
