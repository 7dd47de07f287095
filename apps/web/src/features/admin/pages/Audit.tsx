import { useState } from 'react';
import { Card, Space, Typography, type TableProps } from 'antd';
import type { admin, DataOf } from '@boothhub/shared';
import { formatDateTime, useI18n } from '../../../i18n';
import { PagedTable } from '../../../components/PagedTable';
import { SearchBox } from '../../../components/SearchBox';
import { usePagedList } from '../../../lib/usePagedList';
import { adminApi, adminKeys } from '../api';

type Entry = DataOf<typeof admin.auditList>['listItem'][number];

/** /admin/audit: the audit log, newest first, filterable by actor and action. */
export default function Audit() {
  const { t } = useI18n();
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const filter = { ...(/^\d{8}$/.test(actor) ? { actor } : {}), ...(action ? { action } : {}) };
  const list = usePagedList({ filter, queryKey: adminKeys.audit, queryFn: adminApi.auditList });

  const columns: TableProps<Entry>['columns'] = [
    { key: 'dates', title: t('audit.time'), width: 160, render: (_, e) => formatDateTime(e.dates) },
    { key: 'actor', title: t('audit.actor'), width: 160, render: (_, e) => `${e.actorName} (${e.actor})` },
    { key: 'action', title: t('audit.action'), dataIndex: 'action', width: 160 },
    { key: 'target', title: t('audit.target'), dataIndex: 'target', width: 140 },
    { key: 'reason', title: t('audit.reason'), dataIndex: 'reason' },
    {
      key: 'detail',
      title: t('audit.detail'),
      render: (_, e) => (e.detail ? <code className="bh-code">{JSON.stringify(e.detail)}</code> : null),
    },
  ];

  return (
    <>
      <Typography.Title level={3}>{t('title.adminAudit')}</Typography.Title>
      <Card>
        <div className="bh-toolbar">
          <Space wrap>
            <SearchBox placeholder={t('audit.actorFilter')} onSearch={setActor} testId="audit-actor" />
            <SearchBox placeholder={t('audit.action')} onSearch={setAction} testId="audit-action" />
          </Space>
        </div>
        <PagedTable<Entry> list={list} columns={columns} scroll={{ x: 1000 }} quickJumper />
      </Card>
    </>
  );
}
