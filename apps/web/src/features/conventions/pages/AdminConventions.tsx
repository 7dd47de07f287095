import { Link } from 'react-router';
import { Secondary } from '../../../components/money';
import { ReviewQueue } from '../../../components/ReviewQueue';
import { formatDateTime, useI18n } from '../../../i18n';
import { conventionKeys, conventionsApi, type QueueItem } from '../api';
import { Dates } from '../components/Cards';
import '../conventions.css';

const statuses = ['pending', 'approved', 'rejected'] as const;

/**
 * /admin/conventions (Admin/huiyiQueue, Admin/huiyiReview): conventions waiting for review; publish, or reject with a
 * reason that goes to the publisher as a message and into the audit log.
 */
export default function AdminConventions() {
  const { t } = useI18n();
  const title = (approve: boolean) => (r: QueueItem) =>
    t(approve ? 'conventions.admin.approveTitle' : 'conventions.admin.rejectTitle', { title: r.title });
  return (
    <ReviewQueue
      spec={{
        title: 'conventions.title.adminQueue',
        testId: 'admin-conventions',
        searchPlaceholder: 'conventions.admin.search',
        statuses,
        rowKey: 'id',
        pageSize: 10,
        queryKey: conventionKeys.queue,
        list: conventionsApi.queue,
        invalidate: conventionKeys.all,
        columns: [
          {
            key: 'title',
            title: t('conventions.field.title'),
            width: 260,
            render: (_, r) => (
              <div className="bh-wallet-cell" data-testid={`admin-convention-${r.id}`}>
                <strong>{r.title}</strong>
                <Secondary>
                  {r.city} · <Dates sdate={r.sdate} edate={r.edate} />
                </Secondary>
                {r.venue && <Secondary>{r.venue.name}</Secondary>}
                {r.rejectReason && <Secondary>{r.rejectReason}</Secondary>}
                {r.status === 'approved' && <Link to={`/conventionSpace/${r.id}`}>{t('conventions.pub.view')}</Link>}
              </div>
            ),
          },
          {
            key: 'publisher',
            title: t('conventions.field.publisher'),
            width: 170,
            render: (_, r) => (
              <div className="bh-wallet-cell">
                {r.publisher.nickname || r.publisher.cardno}
                <Secondary>{r.publisher.cardno}</Secondary>
                <Secondary>{formatDateTime(r.times)}</Secondary>
              </div>
            ),
          },
        ],
        statusTestId: (r) => `admin-convention-status-${r.id}`,
        widths: { status: 170, actions: 140, scrollX: 760 },
        stacked: ['title', 'publisher'],
        decisions: [
          {
            approve: true,
            label: 'wallet.review.approve',
            testId: (r) => `admin-convention-approve-${r.id}`,
            reason: 'optional',
            title: title(true),
          },
          {
            approve: false,
            label: 'wallet.review.reject',
            testId: (r) => `admin-convention-reject-${r.id}`,
            reason: 'required',
            title: title(false),
          },
        ],
        review: (r, approve, v) => conventionsApi.review({ id: r.id, approve, ...(v.reason ? { reason: v.reason } : {}) }),
      }}
    />
  );
}
