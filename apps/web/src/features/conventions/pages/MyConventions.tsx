import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { conventionKeys, conventionsApi, type MineItem } from '../api';
import { Dates } from '../components/Cards';
import { MineTable, publicationActions, statusColumn, updatedColumn } from '../../../components/MineBits';
import { PublishTag } from '../components/StatusTag';

/** /personalCenter/myConventions (Article/huiyiMine): the member's conventions with their state, the reason of a rejection, and edit. */
export default function MyConventions() {
  const { t } = useI18n();
  const list = usePagedList({ filter: {}, queryKey: conventionKeys.mine, queryFn: conventionsApi.mine, pageSize: 10 });
  return (
    <MineTable<MineItem>
      title={t('conventions.title.mine')}
      extra={
        <Link to="/uploadConvention">
          <Button type="primary" icon={<PlusOutlined />} data-testid="my-cv-new">
            {t('conventions.list.publish')}
          </Button>
        </Link>
      }
      tableTestId="my-cv-table"
      empty={t('conventions.pub.mineNone')}
      list={list}
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
        statusColumn(
          t('conventions.field.status'),
          (r) => <PublishTag status={r.status} testId={`my-cv-status-${r.id}`} />,
          (r) => `my-cv-reason-${r.id}`,
        ),
        updatedColumn(t('conventions.field.updated'), (r) => r.times),
        publicationActions(
          t('common.actions'),
          { to: (r) => `/uploadConvention?id=${r.id}`, testId: (r) => `my-cv-edit-${r.id}`, label: t('conventions.pub.edit') },
          { to: (r) => `/conventionSpace/${r.id}`, testId: (r) => `my-cv-view-${r.id}`, label: t('conventions.pub.view') },
        ),
      ]}
    />
  );
}
