import { Typography } from 'antd';
import { Link } from 'react-router';
import { formatDateTime, useI18n } from '../../../i18n';
import { Secondary } from '../../../components/money';
import { ReviewQueue } from '../../../components/ReviewQueue';
import { exhibitionKeys, exhibitionsApi, exhibitionStatuses, type ExhibitionQueueRow } from '../api';

/** /admin/exhibitions (Admin/huizhanQueue, Admin/huizhanReview): pending exhibitions, open one, approve or reject with a reason. */
export default function AdminExhibitions() {
  const { t } = useI18n();
  const title = (approve: boolean) => (r: ExhibitionQueueRow) =>
    t(approve ? 'exhibitions.review.approveTitle' : 'exhibitions.review.rejectTitle', { title: r.title });
  return (
    <ReviewQueue
      spec={{
        title: 'exhibitions.title.admin',
        testId: 'admin-exhibitions',
        searchPlaceholder: 'exhibitions.review.keyword',
        statuses: exhibitionStatuses.filter((s) => s !== 'draft'),
        rowKey: 'id',
        pageSize: 10,
        queryKey: exhibitionKeys.queue,
        list: exhibitionsApi.queue,
        invalidate: exhibitionKeys.all,
        columns: [
          {
            key: 'exhibition',
            title: t('exhibitions.review.exhibition'),
            width: 260,
            render: (_, r) => (
              <div className="bh-wallet-cell" data-testid={`admin-exhibition-${r.id}`}>
                <Typography.Text strong>{r.title}</Typography.Text>
                <Secondary>
                  {r.city} · {t('exhibitions.card.dates', { sdate: r.sdate, edate: r.edate })}
                </Secondary>
                <Link to={`/exhibition/${r.id}`} target="_blank" data-testid={`admin-exhibition-open-${r.id}`}>
                  {t('exhibitions.review.open')}
                </Link>
              </div>
            ),
          },
          {
            key: 'publisher',
            title: t('exhibitions.review.publisher'),
            width: 170,
            render: (_, r) => (
              <div className="bh-wallet-cell">
                {r.nickname || r.cardno}
                <Secondary>{formatDateTime(r.updatedAt)}</Secondary>
              </div>
            ),
          },
        ],
        statusTestId: (r) => `admin-exhibition-status-${r.id}`,
        widths: { status: 170, actions: 140, scrollX: 760 },
        stacked: ['exhibition', 'publisher'],
        decisions: [
          {
            approve: true,
            label: 'wallet.review.approve',
            testId: (r) => `admin-exhibition-approve-${r.id}`,
            reason: 'optional',
            title: title(true),
          },
          {
            approve: false,
            label: 'wallet.review.reject',
            testId: (r) => `admin-exhibition-reject-${r.id}`,
            reason: 'required',
            title: title(false),
          },
        ],
        review: (r, approve, v) => exhibitionsApi.review({ id: r.id, approve, ...(v.reason ? { reason: v.reason } : {}) }),
      }}
    />
  );
}
