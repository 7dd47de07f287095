import { useState } from 'react';
import { Button, Empty, Input, List, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { complaints } from '@boothhub/shared';
import { Link } from 'react-router';
import { formatDateTime, useI18n } from '../../../i18n';
import { useNotice } from '../../../app/notice';
import { useSession } from '../../account/session';
import { FileLinks } from '../../tasks/components/Conversation';
import { Coins } from '../../tasks/components/TaskBits';
import { taskKeys } from '../../tasks/api';
import { categoryLabel, complaintStatusColor } from '../labels';
import { complaintKeys, complaintsApi } from '../api';

type Complaint = complaints.Complaint;

/** The decision of a resolved complaint: who got what. */
export function DecisionText({ c }: { c: Complaint }) {
  const { t } = useI18n();
  if (!c.decision) return null;
  return (
    <div data-testid="complaint-decision" data-decision={c.decision}>
      <Typography.Text strong>{t(`complaints.decision.${c.decision}`)}</Typography.Text>
      {c.designerAmount !== null && (
        <div>
          {t('complaints.designerGets')} <Coins cents={c.designerAmount} />
          {c.commission !== null && c.commission > 0 && (
            <Typography.Text type="secondary">
              {' '}
              ({t('complaints.commission')} <Coins cents={c.commission} />)
            </Typography.Text>
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

/** Complaints on the member's tasks (theirs or the other side's): edit and withdraw while open. */
export function MyComplaints() {
  const { t, lang } = useI18n();
  const notice = useNotice();
  const session = useSession();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Complaint | null>(null);
  const [text, setText] = useState('');
  const q = { page, pageSize: 10 };
  const list = useQuery({ queryKey: complaintKeys.mine(q), queryFn: () => complaintsApi.list(q), placeholderData: keepPreviousData });
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: complaintKeys.all }), qc.invalidateQueries({ queryKey: taskKeys.all })]);

  const withdraw = async (c: Complaint) => {
    try {
      await complaintsApi.withdraw(c.id);
      notice.success(t('complaints.withdrawn'));
      await refresh();
    } catch {
      // shown by the request helper
    }
  };
  const save = async () => {
    if (!editing) return;
    try {
      await complaintsApi.edit({ id: editing.id, content: text.trim() });
      notice.success(t('complaints.saved'));
      setEditing(null);
      await refresh();
    } catch {
      // shown by the request helper
    }
  };

  if (list.data && list.data.total === 0) return <Empty description={t('complaints.none')} />;
  return (
    <>
      <List
        loading={list.isFetching}
        dataSource={list.data?.listItem ?? []}
        pagination={(list.data?.total ?? 0) > 10 ? { current: page, pageSize: 10, total: list.data?.total ?? 0, onChange: setPage } : false}
        renderItem={(c) => {
          const mine = c.author === session.cardno;
          return (
            <List.Item key={c.id} data-testid={`my-complaint-${c.id}`}>
              <div className="bh-full">
                <Space wrap>
                  <Link to={`/orderDetail?id=${c.taskId}`}>{c.taskTitle}</Link>
                  <Tag color={complaintStatusColor[c.status]}>{t(`complaints.status.${c.status}`)}</Tag>
                  <Tag>{categoryLabel(lang, c.category)}</Tag>
                  <Typography.Text type="secondary">
                    {c.authorName} · {formatDateTime(c.dates)}
                  </Typography.Text>
                </Space>
                <p className="bh-pre bh-gap-top-s">{c.content}</p>
                <FileLinks files={c.files} />
                <DecisionText c={c} />
                {mine && c.status === 'open' && (
                  <Space>
                    <Button
                      size="small"
                      onClick={() => {
                        setEditing(c);
                        setText(c.content);
                      }}
                    >
                      {t('common.edit')}
                    </Button>
                    <Popconfirm title={t('complaints.withdrawConfirm')} onConfirm={() => void withdraw(c)} okText={t('common.confirm')} cancelText={t('common.cancel')}>
                      <Button size="small" danger data-testid={`complaint-withdraw-${c.id}`}>
                        {t('complaints.withdraw')}
                      </Button>
                    </Popconfirm>
                  </Space>
                )}
              </div>
            </List.Item>
          );
        }}
      />
      <Modal
        open={editing !== null}
        title={t('complaints.edit')}
        onCancel={() => setEditing(null)}
        onOk={() => void save()}
        okButtonProps={{ disabled: text.trim().length < 10 }}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
      >
        <Input.TextArea value={text} onChange={(e) => setText(e.target.value)} autoSize={{ minRows: 4, maxRows: 10 }} maxLength={5000} showCount />
      </Modal>
    </>
  );
}
