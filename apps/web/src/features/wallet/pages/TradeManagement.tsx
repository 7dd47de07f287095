import { useState } from 'react';
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { wallet } from '@boothhub/shared';
import { billKinds } from '@boothhub/shared/contracts/walletOptions';
import { formatDateTime, useI18n } from '../../../i18n';
import { useMember } from '../../account/session';
import { billsExportUrl, walletApi, walletKeys } from '../api';
import { useDesktop } from '../../../lib/useMedia';
import { usePagedList } from '../../../lib/usePagedList';
import { PagedPlainTable } from '../../../components/PagedPlainTable';
import type { Column } from '../../../components/lite/Table';
import { Panel } from '../../../components/lite/Content';
import { DateRange } from '../../../components/lite/DateRange';
import { Icon } from '../../../components/lite/Icon';
import { Select } from '../../../components/lite/Select';
import { Money, Secondary, StatusTag } from '../../../components/money';
import { useKindLabel } from '../labels';
import { coinsFormatter, Figures } from '../components/Figures';

type BillItem = wallet.BillItem;

/**
 * /personalCenter/tradeManagement: the bills (Bills/transaction) — entries of the available coins, newest first,
 * filtered by kind and dates, with the income/outgo totals of the filter and a CSV export of it. A withdrawal's
 * bill shows where the withdrawal is now (pending, paid, rejected), from the member's withdrawal list. Plain markup.
 */
export default function TradeManagement() {
  const { t } = useI18n();
  const member = useMember();
  const kindLabel = useKindLabel();
  const desktop = useDesktop();
  const [kind, setKind] = useState<string | undefined>();
  const [range, setRange] = useState({ from: '', to: '' });
  const filter = { ...(kind ? { kind } : {}), ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) };
  const bills = usePagedList({ filter, queryKey: walletKeys.bills, queryFn: walletApi.bills });
  const recent = { page: 1, pageSize: 100 };
  const withdrawals = useQuery({ queryKey: walletKeys.withdrawals(recent), queryFn: () => walletApi.withdrawals(recent) });
  const withdrawalById = new Map((withdrawals.data?.listItem ?? []).map((w) => [`withdrawal:${w.id}`, w]));

  const columns: Column<BillItem>[] = [
    { key: 'dates', title: t('wallet.time'), render: (b) => <span className="bh-nowrap">{formatDateTime(b.dates)}</span> },
    {
      key: 'kind',
      title: t('bills.kind'),
      render: (b) => {
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
            {!desktop && <Secondary>{formatDateTime(b.dates)}</Secondary>}
          </div>
        );
      },
    },
    { key: 'amount', title: t('wallet.amount'), align: 'right', render: (b) => <Money cents={b.amount} signed testId={`bill-amount-${b.id}`} /> },
  ];

  return (
    <>
      <Panel title={t('wallet.title.tradeManagement')} level={1} large className="bh-gap-bottom">
        <Figures
          items={[
            { id: 'available', title: t('wallet.available'), value: member.data?.coins ?? 0, formatter: coinsFormatter('bills-available') },
            ...(['allincome', 'allotcome'] as const).map((k) => ({
              id: k,
              title: t(`bills.${k}`),
              value: bills.query.data?.[k] ?? 0,
              formatter: coinsFormatter(`bills-${k}`),
              tone: k === 'allincome' ? ('in' as const) : ('out' as const),
            })),
          ]}
        />
        <span className="bh-secondary bh-money-note bh-gap-top-s">{t('bills.totalsNote')}</span>
        <div className="bh-wallet-actions">
          <Link to="/personalCenter/recharge" className="bh-btn bh-btn-primary">
            {t('wallet.title.recharge')}
          </Link>
          <Link to="/personalCenter/caseOut" className="bh-btn">
            {t('wallet.title.caseOut')}
          </Link>
        </div>
      </Panel>
      <Panel large>
        <div className="bh-toolbar">
          <div className="bh-row-actions">
            <Select<string>
              value={kind}
              onChange={setKind}
              options={billKinds.map((k) => ({ value: k, label: kindLabel(k) }))}
              placeholder={`${t('bills.kind')}: ${t('common.all')}`}
              label={t('bills.kind')}
              width={200}
              testId="bills-kind"
            />
            <DateRange
              from={range.from}
              to={range.to}
              onChange={(from, to) => setRange({ from, to })}
              label={t('bills.range')}
              testId="bills-range"
            />
          </div>
          <a href={billsExportUrl(filter)} download className="bh-btn" data-testid="bills-export">
            <Icon icon={DownloadOutlined} />
            {t('bills.export')}
          </a>
        </div>
        <PagedPlainTable list={bills} columns={columns} caption={t('wallet.title.tradeManagement')} narrowHide={['dates']} testId="bills-table" />
      </Panel>
    </>
  );
}
