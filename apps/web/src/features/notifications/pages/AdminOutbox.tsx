import { useState } from 'react';
import type { OutboxItem } from '@boothhub/shared/contracts/notifications';
import { outboxStatuses } from '@boothhub/shared/contracts/notificationOptions';
import { formatDateTime, useI18n } from '../../../i18n';
import { Panel } from '../../../components/lite/Content';
import { SelectField } from '../../../components/lite/Fields';
import type { Column } from '../../../components/lite/Table';
import { PagedPlainTable } from '../../../components/PagedPlainTable';
import { useChange } from '../../../lib/api';
import { useNotice } from '../../../lib/notice';
import { usePagedList } from '../../../lib/usePagedList';
import { notifyApi, notifyKeys } from '../api';

/** /admin/outbox: the notification outbox, newest first, by status; a dead one can be sent again (Notify/resend). */
export default function AdminOutbox() {
  const { t } = useI18n();
  const notice = useNotice();
  const [status, setStatus] = useState('');
  const filter = status ? { status: status as OutboxItem['status'] } : {};
  const list = usePagedList({ filter, queryKey: notifyKeys.outbox, queryFn: notifyApi.outbox });
  const resend = useChange(notifyApi.resend, notifyKeys.all);

  const columns: Column<OutboxItem>[] = [
    { key: 'createdAt', title: t('outbox.created'), render: (r) => <span className="bh-nowrap">{formatDateTime(r.createdAt)}</span> },
    { key: 'memberId', title: t('outbox.member'), render: (r) => r.memberId },
    { key: 'kind', title: t('outbox.kind'), render: (r) => `${r.kind} · ${r.channel}` },
    { key: 'status', title: t('outbox.status'), render: (r) => r.status },
    { key: 'attempts', title: t('outbox.attempts'), render: (r) => r.attempts },
    { key: 'lastError', title: t('outbox.lastError'), render: (r) => r.lastError },
    {
      key: 'action',
      title: t('outbox.action'),
      render: (r) =>
        r.status === 'dead' ? (
          <button
            type="button"
            className="bh-btn bh-btn-small"
            onClick={() => resend.mutate(r.id, { onSuccess: () => notice.success(t('outbox.resent')) })}
            data-testid={`outbox-resend-${r.id}`}
          >
            {t('outbox.resend')}
          </button>
        ) : null,
    },
  ];

  return (
    <>
      <h1 className="bh-admin-title">{t('outbox.title')}</h1>
      <Panel large>
        <div className="bh-toolbar">
          <SelectField
            id="outbox-status"
            label={t('outbox.status')}
            value={status}
            onChange={setStatus}
            options={[{ value: '', label: t('outbox.all') }, ...outboxStatuses.map((s) => ({ value: s, label: s }))]}
            testId="outbox-status"
          />
        </div>
        <PagedPlainTable<OutboxItem> list={list} columns={columns} caption={t('outbox.title')} />
      </Panel>
    </>
  );
}
