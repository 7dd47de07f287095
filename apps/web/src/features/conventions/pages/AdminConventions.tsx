import { Link } from 'react-router';
import { Secondary } from '../../../components/money';
import { PublicationQueue } from '../../../components/PublicationQueue';
import { useI18n } from '../../../i18n';
import { conventionKeys, conventionsApi } from '../api';
import { Dates } from '../components/Cards';
import '../conventions.css';

const statuses = ['pending', 'approved', 'rejected'] as const;

/**
 * /admin/conventions (Admin/huiyiQueue, Admin/huiyiReview): conventions waiting for review; publish, or reject with a
 * reason that goes to the publisher as a message and into the audit log.
 */
export default function AdminConventions() {
  const { t } = useI18n();
  return (
    <PublicationQueue
      spec={{
        title: 'conventions.title.adminQueue',
        noun: 'convention',
        searchPlaceholder: 'conventions.admin.search',
        statuses,
        queryKey: conventionKeys.queue,
        list: conventionsApi.queue,
        invalidate: conventionKeys.all,
        item: {
          title: 'conventions.field.title',
          render: (r) => (
            <>
              <Secondary>
                {r.city} · <Dates sdate={r.sdate} edate={r.edate} />
              </Secondary>
              {r.venue && <Secondary>{r.venue.name}</Secondary>}
              {r.rejectReason && <Secondary>{r.rejectReason}</Secondary>}
              {r.status === 'approved' && <Link to={`/conventionSpace/${r.id}`}>{t('conventions.pub.view')}</Link>}
            </>
          ),
        },
        submitter: {
          title: 'conventions.field.publisher',
          of: (r) => ({ name: r.publisher.nickname || r.publisher.cardno, cardno: r.publisher.cardno, at: r.times }),
        },
        decisionTitle: { approve: 'conventions.admin.approveTitle', reject: 'conventions.admin.rejectTitle' },
        review: conventionsApi.review,
      }}
    />
  );
}
