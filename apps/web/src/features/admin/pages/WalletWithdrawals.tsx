import { useState } from 'react';
import { App, Button, Card, Descriptions, Space, Table, Tag, Typography, type TableColumnType } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { wallet, type DataOf } from '@boothhub/shared';
import { formatDateTime, useI18n } from '../../../i18n';
import { adminWalletApi, adminWalletKeys } from '../../wallet/api';
import { QueueToolbar } from '../../wallet/components/QueueToolbar';
import { ReviewModal, type ReviewValues } from '../../wallet/components/ReviewModal';
import { Money, Secondary, StatusTag, stackColumns, useNarrow } from '../../wallet/money';

type Row = DataOf<typeof wallet.adminWithdrawList>['listItem'][number];
type Status = (typeof wallet.withdrawStatuses)[number];

/**
 * /admin/withdrawals: the withdrawal queue — mark one paid with the payout reference of the transfer made, or
 * reject it with a reason (the held coins return to the member's available balance). The member gets a message.
 */
export default function WalletWithdrawals() {
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
  const list = useQuery({ queryKey: adminWalletKeys.withdrawals(query), queryFn: () => adminWalletApi.withdrawList(query), placeholderData: keepPreviousData });

  const submit = async (v: ReviewValues) => {
    if (!action) return;
    await adminWalletApi.withdrawReview({
      id: action.row.id,
      approve: action.approve,
      ...(action.approve && v.payoutRef ? { payoutRef: v.payoutRef } : {}),
      ...(v.reason ? { reason: v.reason } : {}),
    });
    setAction(null);
    message.success(t('wallet.review.done'), 1.5);
    await qc.invalidateQueries({ queryKey: adminWalletKeys.all });
  };

  const nameMatches = (r: Row) => r.realname !== null && r.realname === r.accountName;
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
    {
      key: 'to',
      title: t('withdraw.to'),
      render: (_, r) => (
        <div className="bh-wallet-cell" data-testid={`admin-withdrawal-to-${r.id}`}>
          {t(`withdraw.method.${r.method}`)} <Typography.Text copyable={{ text: r.account }}>{r.account}</Typography.Text>
          {r.bankName && <Secondary>{r.bankName}</Secondary>}
          <Secondary>
            {t('withdraw.accountName')}: {r.accountName}{' '}
            {nameMatches(r) ? <Tag color="green">{t('wallet.review.nameMatches')}</Tag> : <Tag color="red">{t('wallet.review.nameDiffers', { name: r.realname ?? '—' })}</Tag>}
          </Secondary>
        </div>
      ),
    },
    {
      key: 'status',
      title: t('wallet.status'),
      width: 180,
      render: (_, r) => (
        <div className="bh-wallet-cell">
          <StatusTag status={r.status} testId={`admin-withdrawal-status-${r.id}`} />
          {r.payoutRef && <Secondary>{t('withdraw.payoutRef')}: {r.payoutRef}</Secondary>}
          {r.reviewer && <Secondary>{t('wallet.review.by', { who: r.reviewer, when: formatDateTime(r.reviewedAt) })}</Secondary>}
          {r.reason && <Secondary>{r.reason}</Secondary>}
        </div>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 150,
      fixed: 'right',
      render: (_, r) =>
        r.status === 'pending' ? (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => setAction({ row: r, approve: true })} data-testid={`admin-withdrawal-pay-${r.id}`}>
              {t('wallet.review.markPaid')}
            </Button>
            <Button type="link" size="small" danger onClick={() => setAction({ row: r, approve: false })} data-testid={`admin-withdrawal-reject-${r.id}`}>
              {t('wallet.review.reject')}
            </Button>
          </Space>
        ) : null,
    },
  ];

  const a = action?.row;
  return (
    <>
      <Typography.Title level={3}>{t('wallet.title.adminWithdrawals')}</Typography.Title>
      <Card>
        <QueueToolbar<Status>
          testId="admin-withdrawals"
          placeholder="wallet.review.keywordMember"
          statuses={wallet.withdrawStatuses}
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
          columns={narrow ? stackColumns(columns, ['amount', 'member', 'to', 'dates'], ['status', 'actions'], [t('wallet.review.item'), t('wallet.status')]) : columns}
          dataSource={list.data?.listItem ?? []}
          loading={list.isFetching}
          scroll={narrow ? undefined : { x: 1050 }}
          data-testid="admin-withdrawals-table"
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
        withPayoutRef={action?.approve}
        title={action?.approve ? t('wallet.review.payTitle') : t('wallet.review.rejectWithdrawalTitle')}
        summary={
          a && (
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label={t('wallet.amount')}>
                <Money cents={a.amount} strong />
              </Descriptions.Item>
              <Descriptions.Item label={t('withdraw.to')}>
                {t(`withdraw.method.${a.method}`)} {a.account} {a.bankName ?? ''}
              </Descriptions.Item>
              <Descriptions.Item label={t('withdraw.accountName')}>{a.accountName}</Descriptions.Item>
            </Descriptions>
          )
        }
        onCancel={() => setAction(null)}
        onSubmit={submit}
      />
    </>
  );
}
