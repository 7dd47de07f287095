import { useState } from 'react';
import { Card, Input, Space, Table, Typography, type TableProps } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { admin, DataOf } from '@boothhub/shared';
import { formatDateTime, useI18n } from '../../../i18n';
import { adminApi, adminKeys } from '../api';

type Entry = DataOf<typeof admin.auditList>['listItem'][number];

/** /admin/audit: the audit log, newest first, filterable by actor and action. */
export default function Audit() {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const query = { page, pageSize, ...(/^\d{8}$/.test(actor) ? { actor } : {}), ...(action ? { action } : {}) };
  const list = useQuery({ queryKey: adminKeys.audit(query), queryFn: () => adminApi.auditList(query), placeholderData: keepPreviousData });

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
            <Input.Search
              allowClear
              placeholder={t('audit.actorFilter')}
              onSearch={(v) => {
                setActor(v.trim());
                setPage(1);
              }}
              className="bh-search"
              data-testid="audit-actor"
            />
            <Input.Search
              allowClear
              placeholder={t('audit.action')}
              onSearch={(v) => {
                setAction(v.trim());
                setPage(1);
              }}
              className="bh-search"
              data-testid="audit-action"
            />
          </Space>
        </div>
        <Table<Entry>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.listItem ?? []}
          loading={list.isFetching}
          scroll={{ x: 1000 }}
          pagination={{
            current: page,
            pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showQuickJumper: true,
            showTotal: (total) => t('pagination.total', { total }),
            onChange: (p, s) => {
              setPage(p);
              setPageSize(s);
            },
          }}
        />
      </Card>
    </>
  );
}
