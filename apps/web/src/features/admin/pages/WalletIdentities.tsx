import { useState } from 'react';
import { App, Button, Card, Image, Space, Table, Typography, type TableColumnType } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { identity, type DataOf } from '@boothhub/shared';
import { formatDateTime, useI18n } from '../../../i18n';
import { adminWalletApi, adminWalletKeys } from '../../wallet/api';
import { QueueToolbar } from '../../wallet/components/QueueToolbar';
import { ReviewModal, type ReviewValues } from '../../wallet/components/ReviewModal';
import { Secondary, StatusTag, stackColumns, useNarrow } from '../../wallet/money';

type Row = DataOf<typeof identity.identityList>['listItem'][number];
type Status = 'pending' | 'approved' | 'rejected';
const statuses: Status[] = ['pending', 'approved', 'rejected'];

/**
 * /admin/identity: the identity verification queue with the ID photos (signed links valid a few minutes, fetched
 * again with the list), approve (pays the inviter's reward once) or reject with a reason.
 */
export default function WalletIdentities() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const narrow = useNarrow();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [status, setStatus] = useState<Status | ''>('pending');
  const [keyword, setKeyword] = useState('');
  const [action, setAction] = useState<{ row: Row; approve: boolean } | null>(null);
  const query = { page, pageSize, ...(status ? { status } : {}), ...(keyword ? { keyword } : {}) };
  const list = useQuery({
    queryKey: adminWalletKeys.identities(query),
    queryFn: () => adminWalletApi.identityList(query),
    placeholderData: keepPreviousData,
    // the photo links expire after a few minutes
    staleTime: 60_000,
    refetchInterval: 4 * 60_000,
  });

  const submit = async (v: ReviewValues) => {
    if (!action) return;
    await adminWalletApi.identityReview({ cardno: action.row.cardno, approve: action.approve, ...(v.reason ? { reason: v.reason } : {}) });
    setAction(null);
    message.success(t('wallet.review.done'), 1.5);
    await qc.invalidateQueries({ queryKey: adminWalletKeys.all });
  };

  const columns: TableColumnType<Row>[] = [
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
          <Secondary>{formatDateTime(r.dates)}</Secondary>
        </div>
      ),
    },
    {
      key: 'identity',
      title: t('wallet.review.identity'),
      width: 190,
      render: (_, r) => (
        <div className="bh-wallet-cell" data-testid={`admin-identity-${r.cardno}`}>
          <strong>{r.realname}</strong>
          <Secondary>{r.idno}</Secondary>
        </div>
      ),
    },
    {
      key: 'photos',
      title: t('wallet.review.photos'),
      width: 240,
      render: (_, r) => (
        <Image.PreviewGroup>
          <div className="bh-id-thumbs">
            <Image src={r.frontUrl} alt={t('identity.front')} width={104} height={66} style={{ objectFit: 'cover' }} data-testid={`admin-identity-front-${r.cardno}`} />
            <Image src={r.backUrl} alt={t('identity.back')} width={104} height={66} style={{ objectFit: 'cover' }} data-testid={`admin-identity-back-${r.cardno}`} />
          </div>
        </Image.PreviewGroup>
      ),
    },
    {
      key: 'status',
      title: t('wallet.status'),
      width: 170,
      render: (_, r) => (
        <div className="bh-wallet-cell">
          <StatusTag status={r.status} testId={`admin-identity-status-${r.cardno}`} />
          {r.reviewer && <Secondary>{t('wallet.review.by', { who: r.reviewer, when: formatDateTime(r.reviewedAt) })}</Secondary>}
          {r.reason && <Secondary>{r.reason}</Secondary>}
        </div>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 140,
      fixed: 'right',
      render: (_, r) =>
        r.status === 'pending' ? (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => setAction({ row: r, approve: true })} data-testid={`admin-identity-approve-${r.cardno}`}>
              {t('wallet.review.approve')}
            </Button>
            <Button type="link" size="small" danger onClick={() => setAction({ row: r, approve: false })} data-testid={`admin-identity-reject-${r.cardno}`}>
              {t('wallet.review.reject')}
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <>
      <Typography.Title level={3}>{t('wallet.title.adminIdentities')}</Typography.Title>
      <Card>
        <QueueToolbar<Status>
          testId="admin-identities"
          placeholder="wallet.review.keywordMember"
          statuses={statuses}
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
          rowKey="cardno"
          size="small"
          columns={narrow ? stackColumns(columns, ['identity', 'photos', 'member'], ['status', 'actions'], [t('wallet.review.item'), t('wallet.status')]) : columns}
          dataSource={list.data?.listItem ?? []}
          loading={list.isFetching}
          scroll={narrow ? undefined : { x: 910 }}
          data-testid="admin-identities-table"
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
        title={action ? t(action.approve ? 'wallet.review.approveIdentityTitle' : 'wallet.review.rejectIdentityTitle', { name: action.row.realname }) : ''}
        onCancel={() => setAction(null)}
        onSubmit={submit}
      />
    </>
  );
}
