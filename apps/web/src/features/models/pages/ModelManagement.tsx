import { Card, Popconfirm, Space, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime, useI18n } from '../../../i18n';
import { PagedTable } from '../../../components/PagedTable';
import { usePagedList } from '../../../lib/usePagedList';
import { coins, modelKeys, modelsApi, type ModelMineItem } from '../api';
import { NewLink, StatusWithReason } from '../../../components/MineBits';
import '../models.css';

const statusColor = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

/** /personalCenter/modelManagement (Modelcenter/modelList): the member's models with state, downloads and earnings; edit, delete. */
export default function ModelManagement() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const list = usePagedList({ filter: {}, queryKey: modelKeys.mine, queryFn: modelsApi.mine, pageSize: 10 });
  const remove = async (id: number) => {
    await modelsApi.remove(id);
    await qc.invalidateQueries({ queryKey: modelKeys.all });
  };
  return (
    <Card
      title={t('models.title.manage')}
      extra={
        <NewLink to="/personalCenter/modelUpload" testId="model-new">
          {t('models.title.upload')}
        </NewLink>
      }
      data-testid="model-manage"
    >
      <PagedTable<ModelMineItem>
        list={list}
        rowKey="id"
        size="small"
        locale={{ emptyText: t('models.mine.empty') }}
        narrowHide={['updated']}
        columns={[
          {
            key: 'title',
            title: t('models.field.title'),
            render: (_, r) => (
              <Space>
                {r.thumbnail && <img src={r.thumbnail} alt="" width={64} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />}
                <div>
                  <Link to={`/modelDetail?id=${r.id}`}>
                    <Typography.Text strong>{r.title}</Typography.Text>
                  </Link>
                  <div>
                    <Typography.Text type="secondary">
                      {r.format.toUpperCase()} · {r.price ? t('models.card.price', { coins: coins(r.price) }) : t('models.card.free')}
                    </Typography.Text>
                  </div>
                </div>
              </Space>
            ),
          },
          {
            key: 'status',
            title: t('models.field.status'),
            render: (_, r) => (
              <StatusWithReason
                tag={
                  <Tag color={statusColor[r.status]} data-testid={`model-mine-status-${r.id}`}>
                    {t(`models.status.${r.status}`)}
                  </Tag>
                }
                status={r.status}
                reason={r.rejectReason}
              />
            ),
          },
          { key: 'downloads', title: t('models.field.downloads'), render: (_, r) => r.downloads },
          { key: 'earnings', title: t('models.field.earnings'), render: (_, r) => coins(r.earnings) },
          { key: 'updated', title: t('models.field.updated'), render: (_, r) => formatDateTime(r.updatedAt) },
          {
            key: 'actions',
            title: '',
            render: (_, r) => (
              <Space>
                <Link to={`/personalCenter/modelEdit?id=${r.id}`} data-testid={`model-edit-${r.id}`}>
                  {t('models.edit')}
                </Link>
                <Popconfirm title={t('models.deleteConfirm')} onConfirm={() => remove(r.id)}>
                  <Typography.Link type="danger" data-testid={`model-delete-${r.id}`}>
                    {t('models.delete')}
                  </Typography.Link>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
