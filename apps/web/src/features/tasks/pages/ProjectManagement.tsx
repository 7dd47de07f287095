import { useState } from 'react';
import { Button, Card, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { tasks } from '@boothhub/shared';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { PageSpin } from '../../../app/PageSpin';
import { useMember } from '../../account/session';
import { MyComplaints } from '../../complaints';
import { TaskGrid } from '../components/TaskGrid';
import { statusKey } from '../labels';

type Tab = 'all' | tasks.TaskStatus | 'complaints';

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
