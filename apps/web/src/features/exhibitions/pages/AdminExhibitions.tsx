import { exhibitions } from '@boothhub/shared';
import { Secondary } from '../../../components/money';
import { publicationQueuePage } from '../../../components/PublicationQueue';
import { exhibitionKeys, exhibitionsApi } from '../api';

/** /admin/exhibitions (Admin/huizhanQueue, Admin/huizhanReview): pending exhibitions, open one, approve or reject with a reason. */
const AdminExhibitions = publicationQueuePage({
  feature: { noun: 'exhibition', keys: exhibitionKeys, api: exhibitionsApi },
  texts: {
    title: 'exhibitions.title.admin',
    search: 'exhibitions.review.keyword',
    approve: 'exhibitions.review.approveTitle',
    reject: 'exhibitions.review.rejectTitle',
  },
  statuses: exhibitions.exhibitionStatuses.filter((s) => s !== 'draft'),
  item: {
    title: 'exhibitions.review.exhibition',
    render: (r, t) => (
      <Secondary>
        {r.city} · {t('exhibitions.card.dates', { sdate: r.sdate, edate: r.edate })}
      </Secondary>
    ),
    open: { to: (r) => `/exhibition/${r.id}`, label: 'exhibitions.review.open' },
  },
  submitter: { title: 'exhibitions.review.publisher', of: (r) => ({ name: r.nickname || r.cardno, at: r.updatedAt }) },
});
export default AdminExhibitions;
