import { useState } from 'react';
import { Card, Result, Tabs } from 'antd';
import { tasks } from '@boothhub/shared';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { PageSpin } from '../../../app/PageSpin';
import { useMember } from '../../account/session';
import { TaskGrid } from '../components/TaskGrid';
import { NewLink } from '../../../components/MineBits';
import { statusKey } from '../labels';

type Tab = 'all' | tasks.TaskStatus;

/**
 * /personalCenter/serviceList (the seed's page): the tasks the business published through newService — and the
 * ones it bought as service packages — by state, paged; each opens /personalCenter/serviceDetail?id=.
 */
export default function ServiceList() {
  const { t } = useI18n();
  const member = useMember();
  const [tab, setTab] = useState<Tab>('all');
  if (member.isPending) return <PageSpin />;
  if (member.data?.role !== 'business')
    return (
      <Result
        status="info"
        title={t('tasks.serviceList.businessOnly')}
        extra={<Link to="/personalCenter/projectManagement">{t('tasks.title.projectManagement')}</Link>}
      />
    );
  const tabs: Tab[] = ['all', ...tasks.taskStatuses];
  return (
    <Card
      title={t('tasks.title.serviceList')}
      data-testid="service-task-list"
      extra={<NewLink to="/personalCenter/newService">{t('tasks.title.newService')}</NewLink>}
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as Tab)}
        items={tabs.map((k) => ({ key: k, label: <span data-testid={`sl-tab-${k}`}>{k === 'all' ? t('common.all') : t(statusKey(k))}</span> }))}
      />
      <TaskGrid key={tab} role="business" status={tab === 'all' ? undefined : tab} detailPath="/personalCenter/serviceDetail" />
    </Card>
  );
}
