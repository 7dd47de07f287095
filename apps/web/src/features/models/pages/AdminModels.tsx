import { Secondary } from '../../../components/money';
import { publicationQueuePage } from '../../../components/PublicationQueue';
import { coins, modelKeys, modelsApi, modelStatuses } from '../api';

/** /admin/models (Admin/modelQueue, Admin/modelReview): pending models, open one in the viewer, approve or reject with a reason. */
const AdminModels = publicationQueuePage({
  feature: { noun: 'model', keys: modelKeys, api: modelsApi },
  texts: { title: 'models.title.admin', search: 'models.review.keyword', approve: 'models.review.approveTitle', reject: 'models.review.rejectTitle' },
  statuses: modelStatuses,
  item: {
    title: 'models.review.model',
    width: 280,
    render: (r, t) => (
      <Secondary>
        {r.format.toUpperCase()} · {r.price ? t('models.card.price', { coins: coins(r.price) }) : t('models.card.free')}
      </Secondary>
    ),
    open: { to: (r) => `/modelDetail?id=${r.id}`, label: 'models.review.open' },
  },
  submitter: { title: 'models.review.uploader', of: (r) => ({ name: r.nickname || r.cardno, at: r.updatedAt }) },
});
export default AdminModels;
