import { useQuery } from '@tanstack/react-query';
import type { SavedSearch } from '@boothhub/shared/contracts/savedSearches';
import { Link } from 'react-router';
import { cityIn } from '@boothhub/shared/cities';
import { formatDateTime, useI18n } from '../../../i18n';
import { DeleteLink } from '../../../components/RowActions';
import { Panel } from '../../../components/lite/Content';
import { Table, type Column } from '../../../components/lite/Table';
import { PageSpin } from '../../../components/PageSpin';
import { useChange } from '../../../lib/api';
import { useNotice } from '../../../lib/notice';
import { taskKeys, tasksApi } from '../api';

/**
 * the task hall with the search's keyword and its one city (the filters the hall's address carries), the city in the
 * page's language: the hall's box shows it so, and the server finds it either way (decision 087)
 */
function hallLink(s: SavedSearch, lang: string) {
  const q = new URLSearchParams();
  if (s.filters.keyword) q.set('keyword', s.filters.keyword);
  if (s.filters.city?.length === 1) q.set('city', cityIn(s.filters.city[0]!, lang));
  const query = q.toString();
  return query ? `/orderList?${query}` : '/orderList';
}

/**
 * /personalCenter/savedSearches: a designer's saved task-hall searches (decision 074), each told of new matching tasks
 * at most once an hour; deleted here, saved from the task hall.
 */
export default function SavedSearches() {
  const { t, lang } = useI18n();
  const notice = useNotice();
  const list = useQuery({ queryKey: taskKeys.savedSearches, queryFn: tasksApi.savedSearches });
  const remove = useChange(tasksApi.deleteSavedSearch, taskKeys.savedSearches);
  const columns: Column<SavedSearch>[] = [
    { key: 'label', title: t('tasks.savedSearch.filters'), render: (s) => <Link to={hallLink(s, lang)}>{s.label}</Link> },
    { key: 'created', title: t('tasks.savedSearch.created'), render: (s) => formatDateTime(s.createdAt) },
    { key: 'told', title: t('tasks.savedSearch.told'), render: (s) => (s.toldAt ? formatDateTime(s.toldAt) : t('tasks.savedSearch.never')) },
    {
      key: 'action',
      title: t('tasks.savedSearch.action'),
      render: (s) => (
        <DeleteLink
          confirm={t('tasks.savedSearch.deleteConfirm')}
          onConfirm={async () => {
            await remove.mutateAsync(s.id);
            notice.success(t('tasks.savedSearch.deleted'));
          }}
          testId={`saved-search-delete-${s.id}`}
        />
      ),
    },
  ];
  return (
    <Panel large title={t('tasks.savedSearch.title')} testId="saved-searches">
      <p className="bh-secondary bh-paragraph">
        {t('tasks.savedSearch.intro', { max: list.data?.max ?? 10 })} <Link to="/orderList">{t('tasks.title.orderList')}</Link>
      </p>
      {list.isPending ? (
        <PageSpin />
      ) : (
        <Table
          columns={columns}
          rows={list.data?.listItem ?? []}
          rowKey={(s) => s.id}
          caption={t('tasks.savedSearch.title')}
          empty={t('tasks.savedSearch.none')}
          testId="saved-searches-table"
        />
      )}
    </Panel>
  );
}
