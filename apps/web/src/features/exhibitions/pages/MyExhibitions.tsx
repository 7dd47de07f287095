import { inLang } from '@boothhub/shared/lang';
import { CityName } from '../../../components/CityName';
import { exhibitionKeys, exhibitionsApi } from '../api';
import { entryColumn, mineTablePage, publicationActions, statusColumn, updatedColumn } from '../../../components/MineBits';
import { ExhibitionStatusTag } from '../components/StatusTag';

/**
 * /personalCenter/myExhibitions (Article/huizhanMine): the publisher's exhibitions with their state, the reason of a
 * rejection, and edit. Plain markup, like the personal centre's other plain pages.
 */
const MyExhibitions = mineTablePage({
  texts: { title: 'exhibitions.title.mine', empty: 'exhibitions.mine.empty' },
  newLink: { to: '/uploadExhibition', testId: 'ex-mine-new', label: 'exhibitions.mine.new' },
  testId: 'ex-mine',
  mine: { queryKey: exhibitionKeys.mine, queryFn: exhibitionsApi.mine },
  columns: (t, lang) => [
    entryColumn(
      t('exhibitions.field.title'),
      // the title of the page's language (decision 087)
      (r) => <strong data-testid={`ex-mine-title-${r.id}`}>{inLang(lang, r.title, r.titleEn)}</strong>,
      (r) => (
        <>
          <CityName city={r.city} /> · {t('exhibitions.card.dates', { sdate: r.sdate, edate: r.edate })}
        </>
      ),
    ),
    statusColumn(
      t('wallet.status'),
      (r) => <ExhibitionStatusTag status={r.status} testId={`ex-mine-status-${r.id}`} />,
      (r) => `ex-mine-reason-${r.id}`,
    ),
    updatedColumn(t('exhibitions.mine.updated'), (r) => r.updatedAt),
    publicationActions(
      t('common.actions'),
      { to: (r) => `/uploadExhibition?id=${r.id}`, testId: (r) => `ex-mine-edit-${r.id}`, label: t('exhibitions.mine.edit') },
      { to: (r) => `/exhibition/${r.id}`, testId: (r) => `ex-mine-view-${r.id}`, label: t('exhibitions.mine.view') },
    ),
  ],
});
export default MyExhibitions;
