import { CityName } from '../../../components/CityName';
import { formatDateSpan } from '../../../i18n';
import { Link } from 'react-router';
import { Secondary } from '../../../components/money';
import { publicationQueuePage } from '../../../components/PublicationQueue';
import { conventionKeys, conventionsApi } from '../api';
import '../conventions.css';

/**
 * /admin/conventions (Admin/huiyiQueue, Admin/huiyiReview): conventions waiting for review; publish, or reject with a
 * reason that goes to the publisher as a message and into the audit log.
 */
const AdminConventions = publicationQueuePage({
  feature: { noun: 'convention', keys: conventionKeys, api: conventionsApi },
  texts: {
    title: 'conventions.title.adminQueue',
    search: 'conventions.admin.search',
    approve: 'conventions.admin.approveTitle',
    reject: 'conventions.admin.rejectTitle',
  },
  statuses: ['pending', 'approved', 'rejected'] as const,
  item: {
    title: 'conventions.field.title',
    render: (r, t) => (
      <>
        <Secondary>
          <CityName city={r.city} /> · {formatDateSpan(r.sdate, r.edate)}
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
});
export default AdminConventions;
