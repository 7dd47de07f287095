import type { admin } from '@boothhub/shared';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { Panel } from '../../../components/lite/Content';
import { Table, type Column } from '../../../components/lite/Table';

type DayCounts = NonNullable<admin.Dashboard['notifications']>[number];

/**
 * The dashboard's box of off-site notifications (decision 074): per day and channel, how many were sent, are failing
 * (to be tried again) and are dead, over the last days; the outbox (/admin/outbox) holds the rows themselves.
 */
export function DashboardNotifications({ data }: { data: admin.Dashboard }) {
  const { t } = useI18n();
  if (!data.notifications) return null;
  const columns: Column<DayCounts>[] = [
    { key: 'day', title: t('outbox.day'), render: (r) => r.day },
    { key: 'channel', title: t('outbox.channel'), render: (r) => r.channel },
    { key: 'sent', title: t('outbox.sent'), render: (r) => r.sent, align: 'right' },
    { key: 'failed', title: t('outbox.failing'), render: (r) => r.failed, align: 'right' },
    { key: 'dead', title: t('outbox.dead'), render: (r) => r.dead, align: 'right' },
  ];
  return (
    <Panel title={t('outbox.perDay')} large className="bh-gap-top" testId="dashboard-notifications">
      <Table
        columns={columns}
        rows={data.notifications}
        rowKey={(r) => `${r.day}-${r.channel}`}
        caption={t('outbox.perDay')}
        empty={t('outbox.none')}
      />
      <p className="bh-paragraph">
        <Link to="/admin/outbox">{t('outbox.title')}</Link>
      </p>
    </Panel>
  );
}
