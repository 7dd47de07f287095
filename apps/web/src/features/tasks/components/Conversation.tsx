import { useEffect, useState } from 'react';
import { Button, Card, Empty, Input, Pagination, Space, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { tasks } from '@boothhub/shared';
import { formatDateTime, useI18n } from '../../../i18n';
import { useSession } from '../../account/session';
import { taskKeys, tasksApi } from '../api';
import { FilePicker, type PickedFile } from './FilePicker';
import { FileLinks } from './FileLinks';

const PAGE = 50;

/** The messages of a conversation, as a list (also used read-only in the admin complaint view). */
export function ChatMessages({ messages, me }: { messages: tasks.ChatMessage[]; me?: string }) {
  const { t } = useI18n();
  if (messages.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tasks.chat.none')} />;
  return (
    <div className="bh-chat" data-testid="chat-messages">
      {messages.map((m) => (
        <div key={m.id} className={`bh-chat-msg ${m.cardno === me ? 'bh-chat-mine' : ''}`} data-testid="chat-message">
          <div className="bh-chat-meta">
            {m.nickname || m.cardno} · {formatDateTime(m.dates)}
            {m.masked && <Typography.Text type="warning"> · {t('tasks.chat.masked')}</Typography.Text>}
          </div>
          {m.content && <div className="bh-pre">{m.content}</div>}
          <FileLinks files={m.files} />
        </div>
      ))}
    </div>
  );
}

/**
 * The conversation of a task between its publisher and one designer (the selected one, or an applicant before
 * selection: contact details are masked by the server until then). Text and files.
 */
export function Conversation({ taskId, designer, readOnly }: { taskId: number; designer?: string; readOnly?: boolean }) {
  const { t } = useI18n();
  const session = useSession();
  const qc = useQueryClient();
  const [page, setPage] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const key = [...taskKeys.chat(taskId, designer), page] as const;
  const list = useQuery({
    queryKey: key,
    queryFn: () => tasksApi.chatList({ id: taskId, page: page ?? 1, pageSize: PAGE, ...(designer ? { designer } : {}) }),
    refetchInterval: 15_000,
  });
  const total = list.data?.total ?? 0;
  const last = Math.max(1, Math.ceil(total / PAGE));
  // start on the newest page once the total is known
  useEffect(() => {
    if (page === null && list.data && last > 1) setPage(last);
  }, [page, list.data, last]);

  const send = useMutation({
    mutationFn: async () => {
      await tasksApi.chatPost({ id: taskId, content: text.trim(), files: files.map((f) => f.fileId), ...(designer ? { designer } : {}) });
      setText('');
      setFiles([]);
      setPage(null);
      await qc.invalidateQueries({ queryKey: taskKeys.chat(taskId, designer) });
    },
  });

  return (
    <Card size="small" title={t('tasks.chat.title')} data-testid="task-chat">
      <ChatMessages messages={list.data?.listItem ?? []} me={session.cardno} />
      {total > PAGE && <Pagination size="small" current={page ?? 1} pageSize={PAGE} total={total} onChange={setPage} className="bh-gap-top-s" />}
      {!readOnly && (
        <Space orientation="vertical" className="bh-full bh-gap-top">
          <Input.TextArea
            value={text}
            maxLength={2000}
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder={t('tasks.chat.placeholder')}
            onChange={(e) => setText(e.target.value)}
            data-testid="chat-input"
          />
          <FilePicker purpose="attachment" value={files} onChange={setFiles} testId="chat-files" label={t('tasks.chat.attach')} />
          <Button
            type="primary"
            icon={<SendOutlined />}
            loading={send.isPending}
            onClick={() => (text.trim() || files.length > 0) && send.mutate()}
            data-testid="chat-send"
          >
            {t('tasks.chat.send')}
          </Button>
        </Space>
      )}
    </Card>
  );
}
