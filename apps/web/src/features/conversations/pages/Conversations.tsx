import '../conversations.css';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime, useI18n } from '../../../i18n';
import { Avatar, Panel } from '../../../components/lite/Content';
import { PageSpin } from '../../../components/PageSpin';
import { PagedPagination } from '../../../components/PagedPagination';
import { chatLink, conversationKeys, conversationsApi } from '../api';

const PAGE = 20;

/**
 * /personalCenter/messages (Message/threads): the member's conversations, the latest first, each with the other
 * member's avatar and name, the last message and its unread count; beside the message centre's notifications.
 */
export default function Conversations() {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const list = useQuery({ queryKey: conversationKeys.threads(page), queryFn: () => conversationsApi.threads({ page, pageSize: PAGE }) });
  const data = list.data;
  return (
    <Panel
      level={1}
      title={t('dm.title')}
      extra={
        <Link to="/message" data-testid="dm-inbox">
          {t('dm.inbox')}
        </Link>
      }
      testId="dm-conversations"
    >
      {!data ? (
        <PageSpin />
      ) : data.listItem.length === 0 ? (
        <p className="bh-empty">{t('dm.empty')}</p>
      ) : (
        <ul className="bh-dm-list">
          {data.listItem.map((c) => (
            <li key={c.id} className="bh-dm-item">
              <Link to={chatLink(c.other.cardno)} data-testid={`dm-conversation-${c.other.cardno}`}>
                <Avatar src={c.other.avatar} size={40} name={c.other.nickname} id={c.other.cardno} />
                <span className="bh-dm-item-body">
                  <strong>{c.other.nickname}</strong>
                  {c.last && <span className="bh-secondary"> · {formatDateTime(c.last.dates)}</span>}
                  {c.last && (
                    <span className="bh-dm-last">
                      {c.last.mine ? t('dm.you') : ''}
                      {c.last.text}
                    </span>
                  )}
                </span>
                {c.unread > 0 && (
                  <span className="bh-dm-badge" aria-label={t('dm.unread', { count: c.unread })} data-testid={`dm-unread-${c.other.cardno}`}>
                    {c.unread}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > PAGE && (
        <PagedPagination list={{ page, pageSize: PAGE, total: data.total, totalCapped: false, setPage }} sizeChanger={false} showTotal={false} />
      )}
    </Panel>
  );
}
