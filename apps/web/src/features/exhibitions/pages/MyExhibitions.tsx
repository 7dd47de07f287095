import { Typography } from 'antd';
import { useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { exhibitionKeys, exhibitionsApi, type ExhibitionMineItem } from '../api';
import { MineTable, NewLink, publicationActions, statusColumn, updatedColumn } from '../../../components/MineBits';
import { ExhibitionStatusTag } from '../components/StatusTag';

/** /personalCenter/myExhibitions (Article/huizhanMine): the publisher's exhibitions with their state, the reason of a rejection, and edit. */
export default function MyExhibitions() {
  const { t } = useI18n();
  const list = usePagedList({ filter: {}, queryKey: exhibitionKeys.mine, queryFn: exhibitionsApi.mine, pageSize: 10 });
  return (
    <MineTable<ExhibitionMineItem>
      title={t('exhibitions.title.mine')}
      extra={
        <NewLink to="/uploadExhibition" testId="ex-mine-new">
          {t('exhibitions.mine.new')}
        </NewLink>
      }
      testId="ex-mine"
      empty={t('exhibitions.mine.empty')}
      list={list}
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
        statusColumn(
          t('wallet.status'),
          (r) => <ExhibitionStatusTag status={r.status} testId={`ex-mine-status-${r.id}`} />,
          (r) => `ex-mine-reason-${r.id}`,
        ),
        updatedColumn(t('exhibitions.mine.updated'), (r) => r.updatedAt),
        publicationActions(
          t('common.actions'),
          { to: (r) => `/uploadExhibition?id=${r.id}`, testId: (r) => `ex-mine-edit-${r.id}`, label: t('exhibitions.mine.edit') },
          { to: (r) => `/exhibition/${r.id}`, label: t('exhibitions.mine.view'), shown: (r) => r.status === 'approved' },
          false,
        ),
      ]}
    />
  );
}
