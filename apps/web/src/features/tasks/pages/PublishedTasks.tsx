import { useState } from 'react';
import { taskStatuses } from '@boothhub/shared/contracts/taskOptions';
import type { tasks } from '@boothhub/shared';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { PageSpin } from '../../../components/PageSpin';
import { ResultView } from '../../../components/LinkResult';
import { Panel } from '../../../components/lite/Content';
import { TabPanel, Tabs } from '../../../components/lite/Tabs';
import { useMember } from '../../account/session';
import { TaskGrid } from '../components/TaskGrid';
import { NewLink } from '../../../components/MineBits';
import { statusKey } from '../labels';

type Tab = 'all' | tasks.TaskStatus;

/**
 * A business's published tasks, at the seed's /personalCenter/serviceList (the wire's "service" is a task here; the
 * service packages' list is features/services/pages/ServiceList): the tasks the business published through the task
 * form (/personalCenter/newService) — and the ones it bought as service packages — by state, paged; each opens
 * /personalCenter/serviceDetail?id=.
 */
export default function PublishedTasks() {
  const { t } = useI18n();
  const member = useMember();
  const [tab, setTab] = useState<Tab>('all');
  if (member.isPending) return <PageSpin />;
  if (member.data?.role !== 'business')
    return (
      <ResultView
        status="info"
        title={t('tasks.serviceList.businessOnly')}
        extra={<Link to="/personalCenter/projectManagement">{t('tasks.title.projectManagement')}</Link>}
      />
    );
  const tabs: Tab[] = ['all', ...taskStatuses];
  return (
    <Panel
      title={t('tasks.title.serviceList')}
      level={1}
      large
      testId="service-task-list"
      extra={<NewLink to="/personalCenter/newService">{t('tasks.title.newService')}</NewLink>}
    >
      <Tabs<Tab>
        items={tabs.map((k) => ({ key: k, label: <span data-testid={`sl-tab-${k}`}>{k === 'all' ? t('common.all') : t(statusKey(k))}</span> }))}
        active={tab}
        onChange={setTab}
        label={t('tasks.title.serviceList')}
        idBase="sl"
      />
      <TabPanel idBase="sl" active={tab}>
        <TaskGrid key={tab} role="business" status={tab === 'all' ? undefined : tab} detailPath="/personalCenter/serviceDetail" />
      </TabPanel>
    </Panel>
  );
}
