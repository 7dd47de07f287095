import { useState } from 'react';
import { Button, Card, Col, Empty, Row, Spin, Tabs, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { tasks } from '@boothhub/shared';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { PagedPagination } from '../../../components/PagedTable';
import { usePagedList } from '../../../lib/usePagedList';
import { PageSpin } from '../../../app/PageSpin';
import { useMember } from '../../account/session';
import { MyComplaints } from '../../complaints';
import { taskKeys, tasksApi } from '../api';
import { TaskCard } from '../components/TaskCard';
import { statusKey } from '../labels';

type Tab = 'all' | tasks.TaskStatus | 'complaints';
const PAGE = 12;

function TaskGrid({ role, status }: { role: 'business' | 'designer'; status?: tasks.TaskStatus }) {
  const { t } = useI18n();
  const paged = usePagedList({
    filter: status ? { status } : {},
    queryKey: role === 'business' ? taskKeys.own : taskKeys.designer,
    queryFn: (q) => (role === 'business' ? tasksApi.own(q) : tasksApi.designerList(q)),
    pageSize: PAGE,
  });
  const list = paged.query;
  if (list.isPending) return <PageSpin />;
  const items = list.data?.listItem ?? [];
  return (
    <Spin spinning={list.isFetching}>
      {items.length === 0 ? (
        <Empty description={t('tasks.list.none')} data-testid="pm-empty" />
      ) : (
        <Row gutter={[16, 16]} data-testid="pm-list">
          {items.map((task) => (
            <Col xs={24} xl={12} key={task.id}>
              <TaskCard
                task={task}
                extra={
                  'mySignup' in task ? (
                    <Tag className="bh-gap-top-s" data-testid="pm-signup-status">
                      {t(`tasks.signup.status.${task.mySignup as tasks.Signup['status']}`)}
                    </Tag>
                  ) : task.status === 'unpaid' ? (
                    <Link to={`/orderPay?id=${task.id}`} className="bh-gap-top-s bh-block" data-testid={`pm-pay-${task.id}`}>
                      {t('tasks.action.pay')}
                    </Link>
                  ) : null
                }
              />
            </Col>
          ))}
        </Row>
      )}
      <PagedPagination list={paged} sizeChanger={false} showTotal={false} pagedOnly />
    </Spin>
  );
}

/** /personalCenter/projectManagement: a business's own tasks by state; a designer's signups and tasks by state; complaints. */
export default function ProjectManagement() {
  const { t } = useI18n();
  const member = useMember();
  const [tab, setTab] = useState<Tab>('all');
  if (member.isPending) return <PageSpin />;
  const role = member.data?.role === 'business' ? 'business' : 'designer';
  const states = role === 'business' ? tasks.taskStatuses : tasks.publicTaskStatuses;
  const tabs: Tab[] = ['all', ...states, 'complaints'];
  return (
    <Card title={t('tasks.title.projectManagement')} data-testid="project-management">
      {role === 'business' ? (
        <Link to="/personalCenter/newService">
          <Button type="primary" icon={<PlusOutlined />} data-testid="pm-new-task">
            {t('tasks.title.newService')}
          </Button>
        </Link>
      ) : (
        <Link to="/orderList">{t('tasks.title.orderList')}</Link>
      )}
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as Tab)}
        items={tabs.map((k) => ({
          key: k,
          label: (
            <span data-testid={`pm-tab-${k}`}>{k === 'all' ? t('common.all') : k === 'complaints' ? t('complaints.title') : t(statusKey(k))}</span>
          ),
        }))}
      />
      {tab === 'complaints' ? <MyComplaints /> : <TaskGrid key={tab} role={role} status={tab === 'all' ? undefined : tab} />}
    </Card>
  );
}
