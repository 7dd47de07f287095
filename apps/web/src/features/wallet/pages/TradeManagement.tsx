import { useState } from 'react';
import { Button, Card, DatePicker, Select, Space, Typography, type TableProps } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Dayjs } from 'dayjs';
import { wallet } from '@boothhub/shared';
import { formatDateTime, useI18n } from '../../../i18n';
import { useMember } from '../../account/session';
import { billsExportUrl, walletApi, walletKeys } from '../api';
import { useNarrow } from '../../../components/columns';
import { PagedTable } from '../../../components/PagedTable';
import { usePagedList } from '../../../lib/usePagedList';
import { Money, Secondary, StatusTag } from '../../../components/money';
import { useKindLabel } from '../labels';
import { coinsFormatter, Figures } from '../components/Figures';

type BillItem = wallet.BillItem;

/**
 * /personalCenter/tradeManagement: the bills (Bills/transaction) — entries of the available coins, newest first,
 * filtered by kind and dates, with the income/outgo totals of the filter and a CSV export of it. A withdrawal's
 * bill shows where the withdrawal is now (pending, paid, rejected), from the member's withdrawal list.
 */
export default function TradeManagement() {
  const { t } = useI18n();
  const member = useMember();
  const kindLabel = useKindLabel();
  const narrow = useNarrow();
  const [kind, setKind] = useState<string>('');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const from = range?.[0]?.format('YYYY-MM-DD');
  const to = range?.[1]?.format('YYYY-MM-DD');
  const filter = { ...(kind ? { kind } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const bills = usePagedList({ filter, queryKey: walletKeys.bills, queryFn: walletApi.bills });
  const recent = { page: 1, pageSize: 100 };
  const withdrawals = useQuery({ queryKey: walletKeys.withdrawals(recent), queryFn: () => walletApi.withdrawals(recent) });
  const withdrawalById = new Map((withdrawals.data?.listItem ?? []).map((w) => [`withdrawal:${w.id}`, w]));

  const columns: TableProps<BillItem>['columns'] = [
    { key: 'dates', title: t('wallet.time'), width: 140, render: (_, b) => formatDateTime(b.dates) },
    {
      key: 'kind',
      title: t('bills.kind'),
      render: (_, b) => {
        const w = b.kind === 'withdraw' && b.ref ? withdrawalById.get(b.ref) : undefined;
        return (
          <div className="bh-wallet-cell" data-testid={`bill-${b.id}`} data-kind={b.kind}>
            <span>{kindLabel(b.kind)}</span>
            {w && (
              <>
                {' '}
                <StatusTag status={w.status} testId={`bill-withdraw-status-${w.id}`} />
                {w.payoutRef && (
                  <Secondary>
                    {t('withdraw.payoutRef')}: {w.payoutRef}
                  </Secondary>
                )}
              </>
            )}
            <Secondary>{b.memo}</Secondary>
            {narrow && <Secondary>{formatDateTime(b.dates)}</Secondary>}
          </div>
        );
      },
    },
    {
      key: 'amount',
      title: t('wallet.amount'),
      align: 'right',
      width: 110,
      render: (_, b) => <Money cents={b.amount} signed testId={`bill-amount-${b.id}`} />,
    },
  ];

  return (
    <>
      <Card title={t('wallet.title.tradeManagement')} className="bh-gap-bottom">
        <Figures
          items={[
            { id: 'available', title: t('wallet.available'), value: member.data?.coins ?? 0, formatter: coinsFormatter('bills-available') },
            ...(['allincome', 'allotcome'] as const).map((k) => ({
              id: k,
              title: t(`bills.${k}`),
              value: bills.query.data?.[k] ?? 0,
              formatter: coinsFormatter(`bills-${k}`),
              styles: { content: { color: k === 'allincome' ? '#237804' : '#a8071a' } },
            })),
          ]}
        />
        <Typography.Text type="secondary" className="bh-money-note bh-gap-top-s">
          {t('bills.totalsNote')}
        </Typography.Text>
        <div className="bh-wallet-actions">
          <Link to="/personalCenter/recharge">
            <Button type="primary">{t('wallet.title.recharge')}</Button>
          </Link>
          <Link to="/personalCenter/caseOut">
            <Button>{t('wallet.title.caseOut')}</Button>
          </Link>
        </div>
      </Card>
      <Card>
        <div className="bh-toolbar">
          <Space wrap>
            <Select<string>
              value={kind}
              onChange={(v) => {
                setKind(v);
              }}
              options={[
                { value: '', label: `${t('bills.kind')}: ${t('common.all')}` },
                ...wallet.billKinds.map((k) => ({ value: k, label: kindLabel(k) })),
              ]}
              className="bh-filter"
              popupMatchSelectWidth={false}
              aria-label={t('bills.kind')}
              data-testid="bills-kind"
            />
            <DatePicker.RangePicker
              value={range}
              onChange={(v) => {
                setRange(v);
              }}
              allowEmpty={[true, true]}
              placeholder={[t('bills.from'), t('bills.to')]}
              inputReadOnly
              data-testid="bills-range"
            />
          </Space>
          <a href={billsExportUrl(filter)} download data-testid="bills-export">
            <Button icon={<DownloadOutlined />}>{t('bills.export')}</Button>
          </a>
        </div>
        <PagedTable<BillItem>
          list={bills}
          size="small"
          columns={columns}
          narrowHide={['dates']}
          scrollX={480}
          data-testid="bills-table"
          quickJumper
        />
      </Card>
    </>
  );
}
