import { CityName } from '../../../components/CityName';
import type { exhibitions } from '@boothhub/shared';
import { Secondary } from '../../../components/money';
import { publicationQueuePage } from '../../../components/PublicationQueue';
import { exhibitionKeys, exhibitionsApi } from '../api';

/** /admin/exhibitions (Admin/huizhanQueue, Admin/huizhanReview): pending exhibitions, open one, approve or reject with a reason. Plain markup. */
const AdminExhibitions = publicationQueuePage({
  feature: { noun: 'exhibition', keys: exhibitionKeys, api: exhibitionsApi },
  texts: {
    title: 'exhibitions.title.admin',
    search: 'exhibitions.review.keyword',
    approve: 'exhibitions.review.approveTitle',
    reject: 'exhibitions.review.rejectTitle',
  },
  // every state but a draft's (the contract's list, without loading its schemas)
  statuses: ['pending', 'approved', 'rejected'] as const satisfies ReadonlyArray<(typeof exhibitions.exhibitionStatuses)[number]>,
  item: {
    title: 'exhibitions.review.exhibition',
    render: (r, t) => (
      <Secondary>
        <CityName city={r.city} /> · {t('exhibitions.card.dates', { sdate: r.sdate, edate: r.edate })}
      </Secondary>
    ),
    open: { to: (r) => `/exhibition/${r.id}`, label: 'exhibitions.review.open' },
  },
  submitter: { title: 'exhibitions.review.publisher', of: (r) => ({ name: r.nickname || r.cardno, at: r.updatedAt }) },
});
export default AdminExhibitions;
