import { Button, Card, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { PagedTable } from '../../../components/PagedTable';
import { formatDateTime, useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { conventionKeys, conventionsApi, type MineItem } from '../api';
import { Dates } from '../components/Cards';
import { StatusWithReason } from '../../../components/MineBits';
import { PublishTag } from '../components/StatusTag';

/** /personalCenter/myConventions (Article/huiyiMine): the member's conventions with their state, the reason of a rejection, and edit. */
export default function MyConventions() {
  const { t } = useI18n();
  const list = usePagedList({ filter: {}, queryKey: conventionKeys.mine, queryFn: conventionsApi.mine, pageSize: 10 });
  return (
    <Card
      title={t('conventions.title.mine')}
      extra={
        <Link to="/uploadConvention">
          <Button type="primary" icon={<PlusOutlined />} data-testid="my-cv-new">
            {t('conventions.list.publish')}
          </Button>
        </Link>
      }
    >
      <PagedTable<MineItem>
        list={list}
        rowKey="id"
        size="small"
        locale={{ emptyText: t('conventions.pub.mineNone') }}
        data-testid="my-cv-table"
        narrowHide={['updated']}
        columns={[
          {
            key: 'title',
            title: t('conventions.field.title'),
            render: (_, r) => (
              <div>
                <div data-testid={`my-cv-title-${r.id}`}>{r.title}</div>
                <Typography.Text type="secondary">
                  <Dates sdate={r.sdate} edate={r.edate} />
                </Typography.Text>
              </div>
            ),
          },
          {
            key: 'status',
            title: t('conventions.field.status'),
            render: (_, r) => (
              <StatusWithReason
                tag={<PublishTag status={r.status} testId={`my-cv-status-${r.id}`} />}
                status={r.status}
                reason={r.rejectReason}
                testId={`my-cv-reason-${r.id}`}
              />
            ),
          },
          { key: 'updated', title: t('conventions.field.updated'), render: (_, r) => formatDateTime(r.times) },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, r) => (
              <Space size={0} wrap>
                {r.status !== 'pending' && (
                  <Link to={`/uploadConvention?id=${r.id}`} data-testid={`my-cv-edit-${r.id}`}>
                    <Button type="link" size="small">
                      {t('conventions.pub.edit')}
                    </Button>
                  </Link>
                )}
                <Link to={`/conventionSpace/${r.id}`} data-testid={`my-cv-view-${r.id}`}>
                  <Button type="link" size="small">
                    {t('conventions.pub.view')}
                  </Button>
                </Link>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
