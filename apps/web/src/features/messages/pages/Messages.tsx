import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@boothhub/shared/contracts/messages';
import { useNavigate } from 'react-router';
import { formatDateTime, useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { useDesktop } from '../../../lib/useMedia';
import { PagedPlainTable } from '../../../components/PagedPlainTable';
import type { Column } from '../../../components/lite/Table';
import { Panel } from '../../../components/lite/Content';
import { Segmented } from '../../../components/lite/Segmented';
import { ConfirmButton } from '../../../components/lite/Confirm';
import { useNotice } from '../../../lib/notice';
import { messageKeys, messagesApi } from '../api';

const rowButton = 'bh-btn bh-btn-link bh-btn-link-primary bh-btn-small';

/**
 * /message: the tip centre — list with pagination, unread filter, mark read / all read, delete, open the event.
 * Plain markup (decision 051): a chosen row is a checkbox of the plain table.
 */
export default function Messages() {
  const { t } = useI18n();
  const notice = useNotice();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const desktop = useDesktop();
  const paged = usePagedList({ filter: unreadOnly ? { unread: true } : {}, queryKey: messageKeys.list, queryFn: messagesApi.list });
  const list = paged.query;

  useEffect(() => {
    if (list.data) qc.setQueryData(messageKeys.unread, { unread: list.data.unread });
  }, [list.data, qc]);
  useEffect(() => {
    if (list.data && list.data.listItem.length === 0 && paged.page > 1) paged.setPage(paged.page - 1);
  }, [list.data, paged]);

  const after = async (result: { unread: number }) => {
    qc.setQueryData(messageKeys.unread, result);
    setSelected([]);
    await qc.invalidateQueries({ queryKey: ['messages', 'list'] });
  };
  const markRead = useMutation({
    mutationFn: (ids: number[] | 'all') => messagesApi.markRead(ids),
    onSuccess: async (result, ids) => {
      await after(result);
      if (ids === 'all') notice.success(t('message.allRead'));
    },
  });
  const remove = useMutation({
    mutationFn: (ids: number[]) => messagesApi.remove(ids),
    onSuccess: async (result) => {
      await after(result);
      notice.success(t('message.deleted'));
    },
  });
  const open = (m: Message) => {
    const go = () => {
      if (m.link && m.link.startsWith('/') && !m.link.startsWith('//')) navigate(m.link);
    };
    if (m.read) go();
    else markRead.mutate([m.id], { onSettled: go });
  };

  const titleCell = (m: Message) => (
    <div className={m.read ? 'bh-msg bh-msg-read' : 'bh-msg'} data-testid={`message-${m.id}`} data-read={m.read}>
      {!m.read && <span className="bh-msg-dot" title={t('message.unreadTag')} aria-label={t('message.unreadTag')} role="img" />}
      {m.read ? <span>{m.title}</span> : <strong>{m.title}</strong>}
      <div className="bh-msg-content">{m.content}</div>
    </div>
  );
  const actionsCell = (m: Message) => (
    <span className="bh-row-actions">
      {m.link && (
        <button type="button" className={rowButton} onClick={() => open(m)} data-testid={`message-open-${m.id}`}>
          {t('message.open')}
        </button>
      )}
      {!m.read && (
        <button type="button" className={rowButton} onClick={() => markRead.mutate([m.id])} data-testid={`message-read-${m.id}`}>
          {t('message.markRead')}
        </button>
      )}
      <ConfirmButton
        question={t('message.deleteConfirm')}
        okText={t('common.delete')}
        danger
        onConfirm={() => remove.mutateAsync([m.id]).catch(() => undefined)}
        className="bh-btn bh-btn-link bh-btn-danger bh-btn-small"
        testId={`message-delete-${m.id}`}
      >
        {t('common.delete')}
      </ConfirmButton>
    </span>
  );
  const columns: Column<Message>[] = desktop
    ? [
        { key: 'title', title: t('pages.title'), render: titleCell },
        { key: 'dates', title: t('audit.time'), render: (m) => <span className="bh-nowrap">{formatDateTime(m.dates)}</span> },
        { key: 'actions', title: t('common.actions'), render: actionsCell },
      ]
    : [
        {
          key: 'message',
          title: t('pages.title'),
          render: (m) => (
            <>
              {titleCell(m)}
              <span className="bh-secondary bh-msg-time">{formatDateTime(m.dates)}</span>
              <div>{actionsCell(m)}</div>
            </>
          ),
        },
      ];

  return (
    <div className="bh-container">
      <Panel
        level={1}
        large
        title={
          <>
            <span>{t('message.heading')}</span>{' '}
            {list.data && (
              <span className="bh-secondary bh-msg-count" data-testid="message-unread-count">
                {t('message.unreadCount', { count: list.data.unread })}
              </span>
            )}
          </>
        }
      >
        <div className="bh-toolbar">
          <Segmented
            value={unreadOnly ? 'unread' : 'all'}
            onChange={(v) => {
              setUnreadOnly(v === 'unread');
              setSelected([]);
            }}
            label={t('message.show')}
            name="message-filter"
            options={[
              { value: 'all', label: <span data-testid="message-filter-all">{t('message.filter.all')}</span> },
              { value: 'unread', label: <span data-testid="message-filter-unread">{t('message.filter.unread')}</span> },
            ]}
          />
          <span className="bh-row-actions">
            {selected.length > 0 && (
              <>
                <button type="button" className="bh-btn" onClick={() => markRead.mutate(selected)} data-testid="message-read-selected">
                  {t('message.markSelectedRead')}
                </button>
                <ConfirmButton
                  question={t('message.deleteSelectedConfirm', { count: selected.length })}
                  okText={t('common.delete')}
                  danger
                  onConfirm={() => remove.mutateAsync(selected).catch(() => undefined)}
                  className="bh-btn bh-btn-danger"
                  testId="message-delete-selected"
                >
                  {t('message.deleteSelected')}
                </ConfirmButton>
              </>
            )}
            <button
              type="button"
              className="bh-btn"
              onClick={() => markRead.mutate('all')}
              disabled={!list.data?.unread}
              data-testid="message-read-all"
            >
              {t('message.markAllRead')}
            </button>
          </span>
        </div>
        <PagedPlainTable<Message>
          list={paged}
          columns={columns}
          caption={t('message.heading')}
          selection={{
            selected,
            onChange: (keys) => setSelected(keys as number[]),
            label: (m) => t('message.choose', { title: m.title }),
            allLabel: t('message.chooseAll'),
          }}
          pager={{ onPageChange: () => setSelected([]) }}
          testId="message-table"
        />
      </Panel>
    </div>
  );
}
