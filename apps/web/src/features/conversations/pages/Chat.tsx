import '../conversations.css';
import { useEffect, useRef, useState } from 'react';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { directMessageLimits } from '@boothhub/shared/contracts/conversationOptions';
import { formatDateTime, useI18n } from '../../../i18n';
import { Avatar, Note, Panel } from '../../../components/lite/Content';
import { BusyMark } from '../../../components/lite/BusyMark';
import { ConfirmButton } from '../../../components/lite/Confirm';
import { Icon } from '../../../components/lite/Icon';
import { PageSpin } from '../../../components/PageSpin';
import { ResultView } from '../../../components/LinkResult';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { messageKeys } from '../../messages/api';
import { conversationKeys, conversationsApi, useThread } from '../api';

/**
 * /personalCenter/messages/chat?cardno= (Message/thread, Message/send, Message/block): the conversation with one
 * member — the newest 50 messages, a box to write in (one Idempotency-Key per attempt: a double click sends once),
 * block or unblock. Its own component, not the task chat's (decision 080): no files, no masking, no designer to pick.
 */
export default function Chat() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const cardno = params.get('cardno') ?? '';
  const thread = useThread(cardno);
  const [text, setText] = useState('');
  const key = useIdempotencyKey();
  const bottom = useRef<HTMLDivElement>(null);
  const count = thread.data?.listItem.length ?? 0;

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);
  // opening the thread marks it read on the server: the header's count follows
  useEffect(() => {
    if (thread.data) void qc.invalidateQueries({ queryKey: messageKeys.unread });
  }, [thread.data, qc]);

  const refresh = () => qc.invalidateQueries({ queryKey: conversationKeys.all });
  const send = useMutation({
    mutationFn: () => conversationsApi.send({ cardno, text: text.trim() }, key.current()),
    onSettled: (_d, err) => key.settle(err),
    onSuccess: async () => {
      setText('');
      await refresh();
    },
  });
  const block = useMutation({
    mutationFn: (blocked: boolean) => conversationsApi.block({ cardno, blocked }),
    onSuccess: refresh,
  });

  if (thread.isPending && thread.fetchStatus !== 'idle') return <PageSpin />;
  if (!thread.data) return <ResultView status="404" title={t('dm.missing')} extra={<Link to="/personalCenter/messages">{t('dm.back')}</Link>} />;
  const d = thread.data;
  const canSend = text.trim() !== '' && !send.isPending && !d.blocked;
  return (
    <Panel
      level={1}
      title={
        <span className="bh-dm-who">
          <Avatar src={d.other.avatar} size={32} name={d.other.nickname} id={d.other.cardno} eager />
          <span data-testid="dm-with">{t('dm.with', { name: d.other.nickname })}</span>
        </span>
      }
      extra={<Link to="/personalCenter/messages">{t('dm.back')}</Link>}
      testId="dm-chat"
    >
      {d.total > d.listItem.length && <p className="bh-secondary">{t('dm.older', { count: d.total - d.listItem.length })}</p>}
      {d.listItem.length === 0 ? (
        <p className="bh-empty">{t('dm.none')}</p>
      ) : (
        <div className="bh-dm-thread" data-testid="dm-messages">
          {d.listItem.map((m) => (
            <div key={m.id} className={m.mine ? 'bh-dm-msg bh-dm-mine' : 'bh-dm-msg'} data-testid="dm-message" data-mine={m.mine}>
              {m.text}
              <span className="bh-dm-time">{formatDateTime(m.dates)}</span>
            </div>
          ))}
          <div ref={bottom} />
        </div>
      )}
      {d.blocked ? (
        <Note warning testId="dm-blocked">
          {t('dm.blocked')}
        </Note>
      ) : (
        <div className="bh-dm-compose">
          <textarea
            className="bh-textarea"
            value={text}
            maxLength={directMessageLimits.textMax}
            rows={3}
            placeholder={t('dm.placeholder')}
            aria-label={t('dm.placeholder')}
            onChange={(e) => setText(e.target.value)}
            data-testid="dm-input"
          />
          <button
            type="button"
            className="bh-btn bh-btn-primary"
            aria-busy={send.isPending || undefined}
            onClick={() => canSend && send.mutate()}
            data-testid="dm-send"
          >
            {send.isPending ? <BusyMark /> : <Icon icon={SendOutlined} />}
            {t('dm.submit')}
          </button>
        </div>
      )}
      <div className="bh-gap-top">
        {d.blocked ? (
          <button type="button" className="bh-btn bh-btn-link bh-btn-small" onClick={() => block.mutate(false)} data-testid="dm-unblock">
            {t('dm.unblock')}
          </button>
        ) : (
          <ConfirmButton
            question={t('dm.blockConfirm', { name: d.other.nickname })}
            okText={t('dm.block')}
            danger
            onConfirm={() => block.mutateAsync(true).catch(() => undefined)}
            className="bh-btn bh-btn-link bh-btn-danger bh-btn-small"
            testId="dm-block"
          >
            {t('dm.block')}
          </ConfirmButton>
        )}
      </div>
    </Panel>
  );
}
