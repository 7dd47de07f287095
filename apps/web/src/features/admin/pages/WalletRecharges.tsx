import { useState } from 'react';
import { App, Button, Card, Space, Table, Typography, type TableColumnType } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatCents, wallet, type DataOf } from '@boothhub/shared';
import { formatDateTime, useI18n } from '../../../i18n';
import { adminWalletApi, adminWalletKeys } from '../../wallet/api';
import { QueueToolbar } from '../../wallet/components/QueueToolbar';
import { ReviewModal, type ReviewValues } from '../../wallet/components/ReviewModal';
import { Money, SandboxTag, Secondary, StatusTag, stackColumns, useNarrow } from '../../wallet/money';

type Row = DataOf<typeof wallet.adminRechargeList>['listItem'][number];
type Status = (typeof wallet.rechargeStatuses)[number];

/** /admin/recharges: the top-up queue — confirm receipt of a bank transfer (credits the coins) or reject it with a reason. */
export default function WalletRecharges() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const narrow = useNarrow();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [status, setStatus] = useState<Status | ''>('pending');
  const [keyword, setKeyword] = useState('');
  const [action, setAction] = useState<{ row: Row; approve: boolean } | null>(null);
  const query = { page, pageSize, ...(status ? { status } : {}), ...(keyword ? { keyword } : {}) };
  const list = useQuery({ queryKey: adminWalletKeys.recharges(query), queryFn: () => adminWalletApi.rechargeList(query), placeholderData: keepPreviousData });

  const submit = async (v: ReviewValues) => {
    if (!action) return;
    await adminWalletApi.rechargeReview({ id: action.row.id, approve: action.approve, ...(v.reason ? { reason: v.reason } : {}) });
    setAction(null);
    message.success(t('wallet.review.done'), 1.5);
    await qc.invalidateQueries({ queryKey: adminWalletKeys.all });
  };

  const columns: TableColumnType<Row>[] = [
    { key: 'dates', title: t('wallet.time'), width: 140, render: (_, r) => formatDateTime(r.dates) },
    {
      key: 'member',
      title: t('wallet.review.member'),
      width: 170,
      render: (_, r) => (
        <div className="bh-wallet-cell">
          {r.nickname || r.cardno}
          <Secondary>
            {r.cardno} · {r.mobile}
          </Secondary>
        </div>
      ),
    },
    { key: 'amount', title: t('wallet.amount'), align: 'right', width: 110, render: (_, r) => <Money cents={r.amount} strong /> },
    { key: 'method', title: t('wallet.method'), width: 150, render: (_, r) => (r.sandbox ? <SandboxTag /> : t('wallet.method.bank')) },
    { key: 'reference', title: t('recharge.reference'), width: 150, render: (_, r) => <Typography.Text copyable={{ text: r.reference }}>{r.reference}</Typography.Text> },
    {
      key: 'status',
      title: t('wallet.status'),
      width: 170,
      render: (_, r) => (
        <div className="bh-wallet-cell">
          <StatusTag status={r.status} testId={`admin-recharge-status-${r.id}`} />
          {r.reviewer && <Secondary>{t('wallet.review.by', { who: r.reviewer, when: formatDateTime(r.reviewedAt) })}</Secondary>}
          {r.reason && <Secondary>{r.reason}</Secondary>}
        </div>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 170,
      fixed: 'right',
      render: (_, r) =>
        r.status === 'pending' ? (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => setAction({ row: r, approve: true })} data-testid={`admin-recharge-confirm-${r.id}`}>
              {t('wallet.review.confirmReceipt')}
            </Button>
            <Button type="link" size="small" danger onClick={() => setAction({ row: r, approve: false })} data-testid={`admin-recharge-reject-${r.id}`}>
              {t('wallet.review.reject')}
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <>
      <Typography.Title level={3}>{t('wallet.title.adminRecharges')}</Typography.Title>
      <Card>
        <QueueToolbar<Status>
          testId="admin-recharges"
          placeholder="wallet.review.keywordRecharge"
          statuses={wallet.rechargeStatuses}
          status={status}
          onStatus={(v) => {
            setStatus(v);
            setPage(1);
          }}
          onSearch={(v) => {
            setKeyword(v);
            setPage(1);
          }}
        />
        <Table<Row>
          rowKey="id"
          size="small"
          columns={narrow ? stackColumns(columns, ['amount', 'member', 'method', 'reference', 'dates'], ['status', 'actions'], [t('wallet.review.item'), t('wallet.status')]) : columns}
          dataSource={list.data?.listItem ?? []}
          loading={list.isFetching}
          scroll={narrow ? undefined : { x: 1000 }}
          data-testid="admin-recharges-table"
          pagination={{
            current: page,
            pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('pagination.total', { total }),
            onChange: (p, s) => {
              setPage(p);
              setPageSize(s);
            },
          }}
        />
      </Card>
      <ReviewModal
        open={action !== null}
        approve={action?.approve ?? true}
        title={
          action
            ? t(action.approve ? 'wallet.review.confirmRechargeTitle' : 'wallet.review.rejectRechargeTitle', { amount: formatCents(action.row.amount), reference: action.row.reference })
            : ''
        }
        onCancel={() => setAction(null)}
        onSubmit={submit}
      />
    </>
  );
}
