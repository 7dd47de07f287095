import { Card, Col, Empty, Row, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { PagedPagination } from '../../../components/PagedPagination';
import { usePagedList } from '../../../lib/usePagedList';
import { useSession } from '../../account/session';
import { favouriteIds, taskKeys, tasksApi } from '../api';
import { TaskCard } from '../components/TaskCard';

const PAGE = 12;

/** /personalCenter/recommendList: recruiting tasks that fit the designer's past work types and city. */
export default function RecommendList() {
  const { t } = useI18n();
  const session = useSession();
  const paged = usePagedList({ filter: {}, queryKey: taskKeys.recommend, queryFn: tasksApi.recommend, pageSize: PAGE });
  const list = paged.query;
  const favs = useQuery({ queryKey: taskKeys.favIds, queryFn: favouriteIds, enabled: session.loginState });
  const items = list.data?.listItem ?? [];
  return (
    <Card title={t('tasks.title.recommendList')} data-testid="recommend-list">
      <Typography.Paragraph type="secondary">
        {t('tasks.recommend.hint')} <Link to="/orderList">{t('tasks.title.orderList')}</Link>
      </Typography.Paragraph>
      <Spin spinning={list.isFetching}>
        {list.data && items.length === 0 ? (
          <Empty description={t('tasks.list.none')} />
        ) : (
          <Row gutter={[16, 16]}>
            {items.map((task) => (
              <Col xs={24} xl={12} key={task.id}>
                <TaskCard task={task} fav={favs.data?.has(task.id) ?? false} />
              </Col>
            ))}
          </Row>
        )}
      </Spin>
      <PagedPagination list={paged} sizeChanger={false} showTotal={false} pagedOnly />
    </Card>
  );
}
