import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime, useI18n } from '../../../i18n';
import { PageSpin } from '../../../components/PageSpin';
import { useNotice } from '../../../lib/notice';
import { Panel, Tag } from '../../../components/lite/Content';
import { BusyMark } from '../../../components/lite/BusyMark';
import { complaintKeys, complaintsApi } from '../../complaints/api';
import { DecisionText } from '../../complaints';
import { categoryLabel, complaintStatusColor } from '../../complaints/labels';
import { ChatMessages, Coins, DeliveryView, FileLinks, Orbits, StatusTag } from '../../tasks';
import { DecideDialog } from './DecideDialog';

/**
 * The case file of one complaint (the back office's complaint queue): the complaint, the task, its orbits, every
 * delivery and the conversation; take it, and decide it in a dialog. Plain markup.
 */
export function ComplaintCase({ id, onChanged }: { id: number; onChanged: () => Promise<unknown> }) {
  const { t, lang } = useI18n();
  const notice = useNotice();
  const qc = useQueryClient();
  const [deciding, setDeciding] = useState(false);
  const info = useQuery({ queryKey: complaintKeys.info(id), queryFn: () => complaintsApi.info(id) });
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: complaintKeys.all });
    await onChanged();
  };
  const take = useMutation({
    mutationFn: (complaintId: number) => complaintsApi.take(complaintId),
    onSuccess: async () => {
      notice.success(t('complaints.admin.taken'));
      await refresh();
    },
  });
  if (info.isPending) return <PageSpin />;
  if (info.isError) return null;
  const { complaint: c, task, orbits, deliveries, conversation } = info.data;
  return (
    <div className="bh-stack" data-testid="complaint-case" data-status={c.status}>
      <Panel title={t('complaints.admin.complaint', { id: c.id })}>
        <div className="bh-row-wrap">
          <Tag color={complaintStatusColor[c.status]} testId="complaint-status">
            {t(`complaints.status.${c.status}`)}
          </Tag>
          <Tag>{categoryLabel(lang, c.category)}</Tag>
          <span>
            {c.authorName} ({t(`complaints.side.${c.side}`)}) · {formatDateTime(c.dates)}
          </span>
        </div>
        <p className="bh-pre bh-gap-top-s">{c.content}</p>
        <FileLinks files={c.files} testId="complaint-evidence" />
        <DecisionText c={c} />
        {(c.can?.take || c.can?.decide) && (
          <div className="bh-row-actions bh-gap-top">
            {c.can?.take && (
              <button
                type="button"
                className="bh-btn"
                aria-busy={take.isPending || undefined}
                onClick={() => !take.isPending && take.mutate(c.id)}
                data-testid="complaint-take"
              >
                {take.isPending && <BusyMark />}
                {t('complaints.admin.take')}
              </button>
            )}
            {c.can?.decide && (
              <button type="button" className="bh-btn bh-btn-primary" onClick={() => setDeciding(true)} data-testid="complaint-decide">
                {t('complaints.admin.decide')}
              </button>
            )}
          </div>
        )}
      </Panel>
      <Panel title={t('complaints.admin.task')}>
        <div className="bh-row-wrap">
          <Link to={`/orderDetail?id=${task.id}`} target="_blank">
            {task.title}
          </Link>
          <StatusTag status={task.status} />
          <Coins cents={task.cost} strong />
        </div>
        <div className="bh-gap-top-s">
          {t('tasks.field.publisher')}: {task.nickname} · {t('tasks.field.designer')}: {task.designerName ?? '-'} · {t('tasks.field.commission')}:{' '}
          {task.commissionRate !== null ? `${task.commissionRate / 100}%` : '-'}
        </div>
      </Panel>
      <div className="bh-card-cols bh-card-cols-2">
        <Panel title={t('tasks.detail.orbits')}>
          <Orbits orbits={orbits} />
        </Panel>
        <Panel title={t('tasks.chat.title')}>
          <ChatMessages messages={conversation} />
        </Panel>
      </div>
      <Panel title={t('complaints.admin.deliveries', { count: deliveries.length })}>
        <div className="bh-stack">
          {deliveries.map((d) => (
            <DeliveryView key={d.version} delivery={d} compact />
          ))}
        </div>
      </Panel>
      <DecideDialog info={info.data} open={deciding} onClose={() => setDeciding(false)} onDone={refresh} />
    </div>
  );
}
