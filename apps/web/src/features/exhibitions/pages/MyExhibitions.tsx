import { Button, Card, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDateTime, useI18n } from '../../../i18n';
import { PagedTable } from '../../../components/PagedTable';
import { usePagedList } from '../../../lib/usePagedList';
import { exhibitionKeys, exhibitionsApi, type ExhibitionMineItem } from '../api';
import { NewLink, StatusWithReason } from '../../../components/MineBits';
import { ExhibitionStatusTag } from '../components/StatusTag';

/** /personalCenter/myExhibitions (Article/huizhanMine): the publisher's exhibitions with their state, the reason of a rejection, and edit. */
export default function MyExhibitions() {
  const { t } = useI18n();
  const list = usePagedList({ filter: {}, queryKey: exhibitionKeys.mine, queryFn: exhibitionsApi.mine, pageSize: 10 });
  return (
    <Card
      title={t('exhibitions.title.mine')}
      extra={
        <NewLink to="/uploadExhibition" testId="ex-mine-new">
          {t('exhibitions.mine.new')}
        </NewLink>
      }
      data-testid="ex-mine"
    >
      <PagedTable<ExhibitionMineItem>
        list={list}
        rowKey="id"
        size="small"
        locale={{ emptyText: t('exhibitions.mine.empty') }}
        narrowHide={['updated']}
        columns={[
          {
            key: 'title',
            title: t('exhibitions.field.title'),
            render: (_, r) => (
              <div>
                <Typography.Text strong>{r.title}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {r.city} · {t('exhibitions.card.dates', { sdate: r.sdate, edate: r.edate })}
                  </Typography.Text>
                </div>
              </div>
            ),
          },
          {
            key: 'status',
            title: t('wallet.status'),
            render: (_, r) => (
              <StatusWithReason
                tag={<ExhibitionStatusTag status={r.status} testId={`ex-mine-status-${r.id}`} />}
                status={r.status}
                reason={r.rejectReason}
                testId={`ex-mine-reason-${r.id}`}
              />
            ),
          },
          { key: 'updated', title: t('exhibitions.mine.updated'), render: (_, r) => formatDateTime(r.updatedAt) },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, r) => (
              <Space size={0} wrap>
                {r.status !== 'pending' && (
                  <Link to={`/uploadExhibition?id=${r.id}`} data-testid={`ex-mine-edit-${r.id}`}>
                    <Button type="link" size="small" tabIndex={-1}>
                      {t('exhibitions.mine.edit')}
                    </Button>
                  </Link>
                )}
                {r.status === 'approved' && (
                  <Link to={`/exhibition/${r.id}`}>
                    <Button type="link" size="small" tabIndex={-1}>
                      {t('exhibitions.mine.view')}
                    </Button>
                  </Link>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
