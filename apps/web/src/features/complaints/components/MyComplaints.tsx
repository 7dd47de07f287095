import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { complaints } from '@boothhub/shared';
import { complaintLimits } from '@boothhub/shared/contracts/complaintOptions';
import { Link } from 'react-router';
import { formatDateTime, useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { PagedPagination } from '../../../components/PagedPagination';
import { PageSpin } from '../../../components/PageSpin';
import { Tag } from '../../../components/lite/Content';
import { ConfirmButton } from '../../../components/lite/Confirm';
import { Dialog } from '../../../components/lite/Dialog';
import { LimitedField } from '../../../components/lite/LimitedField';
import { useNotice } from '../../../lib/notice';
import { FileLinks, Coins } from '../../tasks';
import { taskKeys } from '../../tasks/api';
import { categoryLabel, complaintStatusColor } from '../labels';
import { complaintKeys, complaintsApi } from '../api';
import { complaintContentOk } from '../complaintChecks';

type Complaint = complaints.Complaint;

/** The decision of a resolved complaint: who got what. */
export function DecisionText({ c }: { c: Complaint }) {
  const { t } = useI18n();
  if (!c.decision) return null;
  return (
    <div data-testid="complaint-decision" data-decision={c.decision}>
      <strong>{t(`complaints.decision.${c.decision}`)}</strong>
      {c.designerAmount !== null && (
        <div>
          {t('complaints.designerGets')} <Coins cents={c.designerAmount} />
          {c.commission !== null && c.commission > 0 && (
            <span className="bh-secondary">
              {' '}
              ({t('complaints.commission')} <Coins cents={c.commission} />)
            </span>
          )}
        </div>
      )}
      {c.businessAmount !== null && (
        <div>
          {t('complaints.businessGets')} <Coins cents={c.businessAmount} />
        </div>
      )}
      {c.reason && <div className="bh-pre">{c.reason}</div>}
    </div>
  );
}

/** Complaints on the member's tasks (theirs or the other side's): edit and withdraw while open. Plain markup. */
export function MyComplaints() {
  const { t, lang } = useI18n();
  const notice = useNotice();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<Complaint | null>(null);
  const list = usePagedList({ filter: {}, queryKey: complaintKeys.mine, queryFn: complaintsApi.list, pageSize: 10 });
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: complaintKeys.all }), qc.invalidateQueries({ queryKey: taskKeys.all })]);

  const withdraw = useMutation({
    mutationFn: (c: Complaint) => complaintsApi.withdraw(c.id),
    onSuccess: async () => {
      notice.success(t('complaints.withdrawn'));
      await refresh();
    },
  });

  if (list.query.isPending) return <PageSpin />;
  if (list.query.data && list.total === 0) return <p className="bh-empty">{t('complaints.none')}</p>;
  return (
    <div className={list.query.isFetching ? 'bh-busy' : undefined} aria-busy={list.query.isFetching}>
      <ul className="bh-plain-list">
        {list.rows.map((c) => (
          <li key={c.id} data-testid={`my-complaint-${c.id}`}>
            <div className="bh-row-actions">
              <Link to={`/orderDetail?id=${c.taskId}`}>{c.taskTitle}</Link>
              <Tag color={complaintStatusColor[c.status]}>{t(`complaints.status.${c.status}`)}</Tag>
              <Tag>{categoryLabel(lang, c.category)}</Tag>
              <span className="bh-secondary">
                {c.authorName} · {formatDateTime(c.dates)}
              </span>
            </div>
            <p className="bh-pre bh-gap-top-s">{c.content}</p>
            <FileLinks files={c.files} />
            <DecisionText c={c} />
            {(c.can?.edit || c.can?.withdraw) && (
              <div className="bh-row-actions">
                <button type="button" className="bh-btn bh-btn-small" disabled={!c.can?.edit} onClick={() => setEditing(c)}>
                  {t('common.edit')}
                </button>
                <ConfirmButton
                  question={t('complaints.withdrawConfirm')}
                  onConfirm={() => withdraw.mutateAsync(c).catch(() => undefined)}
                  disabled={!c.can?.withdraw}
                  className="bh-btn bh-btn-small bh-btn-danger"
                  testId={`complaint-withdraw-${c.id}`}
                >
                  {t('complaints.withdraw')}
                </ConfirmButton>
              </div>
            )}
          </li>
        ))}
      </ul>
      <PagedPagination list={list} sizeChanger={false} showTotal={false} pagedOnly />
      <Dialog open={editing !== null} title={t('complaints.edit')} onClose={() => setEditing(null)}>
        {editing && <EditForm complaint={editing} onDone={() => setEditing(null)} refresh={refresh} />}
      </Dialog>
    </div>
  );
}

/** A complaint's text, changed while it is open (at least 10 characters, as the server asks). */
function EditForm({ complaint, onDone, refresh }: { complaint: Complaint; onDone: () => void; refresh: () => Promise<unknown> }) {
  const { t } = useI18n();
  const notice = useNotice();
  const [text, setText] = useState(complaint.content);
  const save = useMutation({
    mutationFn: () => complaintsApi.edit({ id: complaint.id, content: text.trim() }),
    onSuccess: async () => {
      notice.success(t('complaints.saved'));
      onDone();
      await refresh();
    },
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!save.isPending) save.mutate();
      }}
    >
      <LimitedField
        value={text}
        onChange={setText}
        rows={6}
        maxLength={complaintLimits.content.max}
        aria-label={t('complaints.edit')}
        testId="complaint-edit-text"
      />
      <div className="bh-dialog-foot">
        <button type="button" className="bh-btn" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button
          type="submit"
          className="bh-btn bh-btn-primary"
          disabled={!complaintContentOk(text) || save.isPending}
          data-testid="complaint-edit-save"
        >
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}
