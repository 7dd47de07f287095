import { useEffect, useState } from 'react';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { tasks } from '@boothhub/shared';
import { formatDateTime, useI18n } from '../../../i18n';
import { useSession } from '../../account/session';
import { taskKeys, tasksApi } from '../api';
import { Panel, Person } from '../../../components/lite/Content';
import { BusyMark } from '../../../components/lite/BusyMark';
import { Icon } from '../../../components/lite/Icon';
import { PagedPagination } from '../../../components/PagedPagination';
import { FilePicker, type PickedFile } from './FilePicker';
import { FileLinks } from './FileLinks';

const PAGE = 50;

/** The messages of a conversation, as a list (also used read-only in the admin complaint view). */
export function ChatMessages({ messages, me }: { messages: tasks.ChatMessage[]; me?: string }) {
  const { t } = useI18n();
  if (messages.length === 0) return <p className="bh-empty">{t('tasks.chat.none')}</p>;
  return (
    <div className="bh-chat" data-testid="chat-messages">
      {messages.map((m) => (
        <div key={m.id} className={`bh-chat-msg ${m.cardno === me ? 'bh-chat-mine' : ''}`} data-testid="chat-message">
          <div className="bh-chat-meta">
            <Person name={m.nickname || m.cardno} src={m.userlogo} id={m.cardno} /> · {formatDateTime(m.dates)}
            {m.masked && <span className="bh-warning-text"> · {t('tasks.chat.masked')}</span>}
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
 * selection: contact details are masked by the server until then). Text and files. Plain markup.
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

  const canSend = (text.trim() !== '' || files.length > 0) && !send.isPending;
  return (
    <Panel title={t('tasks.chat.title')} testId="task-chat">
      <ChatMessages messages={list.data?.listItem ?? []} me={session.cardno} />
      {total > PAGE && (
        <PagedPagination
          list={{ page: page ?? 1, pageSize: PAGE, total, totalCapped: false, setPage: (p) => setPage(p) }}
          sizeChanger={false}
          showTotal={false}
        />
      )}
      {!readOnly && (
        <div className="bh-chat-compose bh-gap-top">
          <textarea
            className="bh-textarea"
            value={text}
            maxLength={2000}
            rows={2}
            placeholder={t('tasks.chat.placeholder')}
            aria-label={t('tasks.chat.placeholder')}
            onChange={(e) => setText(e.target.value)}
            data-testid="chat-input"
          />
          <FilePicker purpose="attachment" value={files} onChange={setFiles} testId="chat-files" label={t('tasks.chat.attach')} />
          <button
            type="button"
            className="bh-btn bh-btn-primary"
            aria-busy={send.isPending || undefined}
            onClick={() => canSend && send.mutate()}
            data-testid="chat-send"
          >
            {send.isPending ? <BusyMark /> : <Icon icon={SendOutlined} />}
            {t('tasks.chat.send')}
          </button>
        </div>
      )}
    </Panel>
  );
}
