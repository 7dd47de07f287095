import { conventionKeys, conventionsApi } from '../api';
import { Dates } from '../components/Cards';
import { entryColumn, mineTablePage, publicationActions, statusColumn, updatedColumn } from '../../../components/MineBits';
import { PublishTag } from '../components/StatusTag';

/**
 * /personalCenter/myConventions (Article/huiyiMine): the member's conventions with their state, the reason of a
 * rejection, and edit. Plain markup, like the personal centre's other plain pages.
 */
const MyConventions = mineTablePage({
  texts: { title: 'conventions.title.mine', empty: 'conventions.pub.mineNone' },
  newLink: { to: '/uploadConvention', testId: 'my-cv-new', label: 'conventions.list.publish' },
  tableTestId: 'my-cv-table',
  mine: { queryKey: conventionKeys.mine, queryFn: conventionsApi.mine },
  columns: (t) => [
    entryColumn(
      t('conventions.field.title'),
      (r) => <div data-testid={`my-cv-title-${r.id}`}>{r.title}</div>,
      (r) => <Dates sdate={r.sdate} edate={r.edate} />,
    ),
    statusColumn(
      t('conventions.field.status'),
      (r) => <PublishTag status={r.status} testId={`my-cv-status-${r.id}`} />,
      (r) => `my-cv-reason-${r.id}`,
    ),
    updatedColumn(t('conventions.field.updated'), (r) => r.times),
    publicationActions(
      t('common.actions'),
      { to: (r) => `/uploadConvention?id=${r.id}`, testId: (r) => `my-cv-edit-${r.id}`, label: t('conventions.pub.edit') },
      { to: (r) => `/conventionSpace/${r.id}`, testId: (r) => `my-cv-view-${r.id}`, label: t('conventions.pub.view') },
    ),
  ],
});
export default MyConventions;
