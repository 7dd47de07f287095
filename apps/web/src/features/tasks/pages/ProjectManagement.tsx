import { useState } from 'react';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { publicTaskStatuses, taskStatuses } from '@boothhub/shared/contracts/taskOptions';
import type { tasks } from '@boothhub/shared';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { PageSpin } from '../../../components/PageSpin';
import { Panel } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';
import { TabPanel, Tabs } from '../../../components/lite/Tabs';
import { useMember } from '../../account/session';
import { MyComplaints } from '../../complaints';
import { TaskGrid } from '../components/TaskGrid';
import { statusKey } from '../labels';

type Tab = 'all' | tasks.TaskStatus | 'complaints';

/**
 * /personalCenter/projectManagement: a business's own tasks by state; a designer's signups and tasks by state;
 * complaints. Plain markup (decision 051).
 */
export default function ProjectManagement() {
  const { t } = useI18n();
  const member = useMember();
  const [tab, setTab] = useState<Tab>('all');
  if (member.isPending) return <PageSpin />;
  const role = member.data?.role === 'business' ? 'business' : 'designer';
  const states = role === 'business' ? taskStatuses : publicTaskStatuses;
  const tabs: Tab[] = ['all', ...states, 'complaints'];
  return (
    <Panel title={t('tasks.title.projectManagement')} level={1} large testId="project-management">
      {role === 'business' ? (
        <Link to="/personalCenter/newService" className="bh-btn bh-btn-primary" data-testid="pm-new-task">
          <Icon icon={PlusOutlined} />
          {t('tasks.title.newService')}
        </Link>
      ) : (
        <Link to="/orderList">{t('tasks.title.orderList')}</Link>
      )}
      <Tabs<Tab>
        items={tabs.map((k) => ({
          key: k,
          label: (
            <span data-testid={`pm-tab-${k}`}>{k === 'all' ? t('common.all') : k === 'complaints' ? t('complaints.title') : t(statusKey(k))}</span>
          ),
        }))}
        active={tab}
        onChange={setTab}
        label={t('tasks.title.projectManagement')}
        idBase="pm"
      />
      <TabPanel idBase="pm" active={tab}>
        {tab === 'complaints' ? <MyComplaints /> : <TaskGrid key={tab} role={role} status={tab === 'all' ? undefined : tab} />}
      </TabPanel>
    </Panel>
  );
}
