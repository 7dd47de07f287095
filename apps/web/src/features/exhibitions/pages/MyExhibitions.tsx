import { Button, Card, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { formatDateTime, useI18n } from '../../../i18n';
import { PagedTable } from '../../../components/PagedTable';
import { usePagedList } from '../../../lib/usePagedList';
import { exhibitionKeys, exhibitionsApi, type ExhibitionMineItem } from '../api';
import { ExhibitionStatusTag } from '../components/StatusTag';

/** /personalCenter/myExhibitions (Article/huizhanMine): the publisher's exhibitions with their state, the reason of a rejection, and edit. */
export default function MyExhibitions() {
  const { t } = useI18n();
  const list = usePagedList({ filter: {}, queryKey: exhibitionKeys.mine, queryFn: exhibitionsApi.mine, pageSize: 10 });
  return (
    <Card
      title={t('exhibitions.title.mine')}
      extra={
        <Link to="/uploadExhibition" data-testid="ex-mine-new">
          <Button type="primary" icon={<PlusOutlined />} tabIndex={-1}>
            {t('exhibitions.mine.new')}
          </Button>
        </Link>
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
              <div>
                <ExhibitionStatusTag status={r.status} testId={`ex-mine-status-${r.id}`} />
                {r.status === 'rejected' && r.rejectReason && (
                  <div>
                    <Typography.Text type="danger" data-testid={`ex-mine-reason-${r.id}`}>
                      {r.rejectReason}
                    </Typography.Text>
                  </div>
                )}
              </div>
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
