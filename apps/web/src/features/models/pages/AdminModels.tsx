import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { Secondary } from '../../../components/money';
import { PublicationQueue } from '../../../components/PublicationQueue';
import { coins, modelKeys, modelsApi, modelStatuses } from '../api';

/** /admin/models (Admin/modelQueue, Admin/modelReview): pending models, open one in the viewer, approve or reject with a reason. */
export default function AdminModels() {
  const { t } = useI18n();
  return (
    <PublicationQueue
      spec={{
        title: 'models.title.admin',
        noun: 'model',
        searchPlaceholder: 'models.review.keyword',
        statuses: modelStatuses,
        queryKey: modelKeys.queue,
        list: modelsApi.queue,
        invalidate: modelKeys.all,
        item: {
          title: 'models.review.model',
          width: 280,
          render: (r) => (
            <>
              <Secondary>
                {r.format.toUpperCase()} · {r.price ? t('models.card.price', { coins: coins(r.price) }) : t('models.card.free')}
              </Secondary>
              <Link to={`/modelDetail?id=${r.id}`} target="_blank" data-testid={`admin-model-open-${r.id}`}>
                {t('models.review.open')}
              </Link>
            </>
          ),
        },
        submitter: { title: 'models.review.uploader', of: (r) => ({ name: r.nickname || r.cardno, at: r.updatedAt }) },
        decisionTitle: { approve: 'models.review.approveTitle', reject: 'models.review.rejectTitle' },
        review: modelsApi.review,
      }}
    />
  );
}
