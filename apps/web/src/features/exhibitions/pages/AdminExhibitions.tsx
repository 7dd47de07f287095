import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { Secondary } from '../../../components/money';
import { PublicationQueue } from '../../../components/PublicationQueue';
import { exhibitionKeys, exhibitionsApi, exhibitionStatuses } from '../api';

const statuses = exhibitionStatuses.filter((s) => s !== 'draft');

/** /admin/exhibitions (Admin/huizhanQueue, Admin/huizhanReview): pending exhibitions, open one, approve or reject with a reason. */
export default function AdminExhibitions() {
  const { t } = useI18n();
  return (
    <PublicationQueue
      spec={{
        title: 'exhibitions.title.admin',
        noun: 'exhibition',
        searchPlaceholder: 'exhibitions.review.keyword',
        statuses,
        queryKey: exhibitionKeys.queue,
        list: exhibitionsApi.queue,
        invalidate: exhibitionKeys.all,
        item: {
          title: 'exhibitions.review.exhibition',
          render: (r) => (
            <>
              <Secondary>
                {r.city} · {t('exhibitions.card.dates', { sdate: r.sdate, edate: r.edate })}
              </Secondary>
              <Link to={`/exhibition/${r.id}`} target="_blank" data-testid={`admin-exhibition-open-${r.id}`}>
                {t('exhibitions.review.open')}
              </Link>
            </>
          ),
        },
        submitter: { title: 'exhibitions.review.publisher', of: (r) => ({ name: r.nickname || r.cardno, at: r.updatedAt }) },
        decisionTitle: { approve: 'exhibitions.review.approveTitle', reject: 'exhibitions.review.rejectTitle' },
        review: exhibitionsApi.review,
      }}
    />
  );
}
