import { lazy, Suspense, useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { complaints } from '@boothhub/shared';
import { complaintStatuses } from '@boothhub/shared/contracts/complaintOptions';
import { formatDateTime, useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { PagedPlainTable } from '../../../components/PagedPlainTable';
import { Panel, Tag } from '../../../components/lite/Content';
import { Drawer } from '../../../components/lite/Drawer';
import { Select } from '../../../components/lite/Select';
import type { Column } from '../../../components/lite/Table';
import { complaintKeys, complaintsApi } from '../../complaints/api';
import { categoryLabel, complaintStatusColor } from '../../complaints/labels';
import { PageSpin } from '../../../components/PageSpin';

// the case file (the task's parts, the decision form) comes when a case is opened, after the queue (measured with the
// queue as a part on demand, decision 052)
const ComplaintCase = lazy(() => import('../components/ComplaintCase').then((m) => ({ default: m.ComplaintCase })));

type Complaint = complaints.Complaint;
type Status = (typeof complaintStatuses)[number];

/**
 * /admin/complaints: the queue (oldest first), each case with its task, orbits, deliveries and conversation in a
 * drawer; take and decide. Plain markup.
 */
export default function Complaints() {
  const { t, lang } = useI18n();
  const qc = useQueryClient();
  const [status, setStatus] = useState<Status | undefined>();
  const [open, setOpen] = useState<number | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const list = usePagedList({ filter: status ? { status } : {}, queryKey: complaintKeys.queue, queryFn: complaintsApi.queue });
  const columns: Column<Complaint>[] = [
    { key: 'id', title: '#', render: (c) => c.id },
    {
      key: 'task',
      title: t('complaints.admin.task'),
      render: (c) => (
        <button type="button" className="bh-btn bh-btn-link bh-btn-link-primary" onClick={() => setOpen(c.id)} data-testid={`complaint-open-${c.id}`}>
          {c.taskTitle}
        </button>
      ),
    },
    { key: 'author', title: t('complaints.admin.author'), render: (c) => `${c.authorName} (${t(`complaints.side.${c.side}`)})` },
    { key: 'category', title: t('complaints.category'), render: (c) => categoryLabel(lang, c.category) },
    {
      key: 'status',
      title: t('complaints.admin.status'),
      render: (c) => <Tag color={complaintStatusColor[c.status]}>{t(`complaints.status.${c.status}`)}</Tag>,
    },
    { key: 'dates', title: t('complaints.admin.filed'), render: (c) => <span className="bh-nowrap">{formatDateTime(c.dates)}</span> },
  ];
  return (
    <>
      <h1 className="bh-h3 bh-gap-bottom">{t('complaints.admin.title')}</h1>
      <Panel large>
        <div className="bh-toolbar">
          <Select<Status>
            value={status}
            onChange={setStatus}
            placeholder={t('complaints.admin.pending')}
            options={complaintStatuses.map((s) => ({ value: s, label: t(`complaints.status.${s}`) }))}
            label={t('complaints.admin.status')}
            testId="complaints-status-filter"
          />
        </div>
        <PagedPlainTable<Complaint>
          list={list}
          columns={columns}
          caption={t('complaints.admin.title')}
          narrowHide={['id', 'category', 'dates']}
          testId="complaints-queue"
          pager={{ sizeChanger: false }}
        />
      </Panel>
      <Drawer open={open !== null} onClose={close} title={t('complaints.admin.case')} closeLabel={t('nav.close')} wide>
        {open !== null && (
          <Suspense fallback={<PageSpin />}>
            <ComplaintCase id={open} onChanged={() => qc.invalidateQueries({ queryKey: complaintKeys.all })} />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}
