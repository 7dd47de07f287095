import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { PagedPagination } from '../../../components/PagedPagination';
import { Panel } from '../../../components/lite/Content';
import { LoadedList } from '../../../components/LoadedList';
import { usePagedList } from '../../../lib/usePagedList';
import { useSession } from '../../account/session';
import { favouriteIds, taskKeys, tasksApi } from '../api';
import { RecommendReasons } from '../components/RecommendReasons';
import { TaskCard } from '../components/TaskCard';

const PAGE = 12;

/**
 * /personalCenter/recommendList: recruiting tasks that fit the designer (decision 078), each with why and "not for me". Plain markup
 * (components/lite).
 */
export default function RecommendList() {
  const { t } = useI18n();
  const session = useSession();
  const paged = usePagedList({ filter: {}, queryKey: taskKeys.recommend, queryFn: tasksApi.recommend, pageSize: PAGE });
  const list = paged.query;
  const favs = useQuery({ queryKey: taskKeys.favIds, queryFn: favouriteIds, enabled: session.loginState });
  return (
    <Panel large title={t('tasks.title.recommendList')} testId="recommend-list">
      <p className="bh-secondary bh-paragraph">
        {t('tasks.recommend.hint')} <Link to="/orderList">{t('tasks.title.orderList')}</Link>
      </p>
      <LoadedList query={list} empty={{ when: list.isSuccess && paged.rows.length === 0, text: t('tasks.list.none'), testId: 'recommend-empty' }}>
        <div className="bh-recommend-grid" data-testid="recommend-grid">
          {paged.rows.map((task) => (
            <div key={task.id} className="bh-recommend-item">
              <TaskCard task={task} fav={favs.data?.has(task.id) ?? false} />
              <RecommendReasons task={task} />
            </div>
          ))}
        </div>
      </LoadedList>
      <PagedPagination list={paged} sizeChanger={false} showTotal={false} pagedOnly />
    </Panel>
  );
}
