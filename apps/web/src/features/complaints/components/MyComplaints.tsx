import { useState } from 'react';
import { Button, Empty, Input, List, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { complaints } from '@boothhub/shared';
import { Link } from 'react-router';
import { formatDateTime, useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { usePager } from '../../../components/PagedPagination';
import { useNotice } from '../../../app/notice';
import { FileLinks, Coins } from '../../tasks';
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
  const qc = useQueryClient();
  const [editing, setEditing] = useState<Complaint | null>(null);
  const [text, setText] = useState('');
  const list = usePagedList({ filter: {}, queryKey: complaintKeys.mine, queryFn: complaintsApi.list, pageSize: 10 });
  const pager = usePager(list, { sizeChanger: false, showTotal: false, pagedOnly: true });
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: complaintKeys.all }), qc.invalidateQueries({ queryKey: taskKeys.all })]);

  const withdraw = useMutation({
    mutationFn: (c: Complaint) => complaintsApi.withdraw(c.id),
    onSuccess: async () => {
      notice.success(t('complaints.withdrawn'));
      await refresh();
    },
  });
  const save = useMutation({
    mutationFn: (c: Complaint) => complaintsApi.edit({ id: c.id, content: text.trim() }),
    onSuccess: async () => {
      notice.success(t('complaints.saved'));
      setEditing(null);
      await refresh();
    },
  });

  if (list.query.data && list.total === 0) return <Empty description={t('complaints.none')} />;
  return (
    <>
      <List
        loading={list.query.isFetching}
        dataSource={list.rows}
        pagination={pager}
        renderItem={(c) => {
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
                {(c.can?.edit || c.can?.withdraw) && (
                  <Space>
                    <Button
                      size="small"
                      disabled={!c.can?.edit}
                      onClick={() => {
                        setEditing(c);
                        setText(c.content);
                      }}
                    >
                      {t('common.edit')}
                    </Button>
                    <Popconfirm
                      disabled={!c.can?.withdraw}
                      title={t('complaints.withdrawConfirm')}
                      onConfirm={() => withdraw.mutate(c)}
                      okText={t('common.confirm')}
                      cancelText={t('common.cancel')}
                    >
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
        onOk={() => editing && save.mutate(editing)}
        okButtonProps={{ disabled: text.trim().length < 10 }}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
      >
        <Input.TextArea value={text} onChange={(e) => setText(e.target.value)} autoSize={{ minRows: 4, maxRows: 10 }} maxLength={5000} showCount />
      </Modal>
    </>
  );
}
