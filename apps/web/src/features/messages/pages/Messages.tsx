import { useEffect, useState } from 'react';
import { Badge, Button, Card, Grid, Popconfirm, Segmented, Space, Typography, type TableProps } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@boothhub/shared/contracts/messages';
import { useNavigate } from 'react-router';
import { formatDateTime, useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { PagedTable } from '../../../components/PagedTable';
import { useNotice } from '../../../app/notice';
import { messageKeys, messagesApi } from '../api';

/** /message: the tip centre — list with pagination, unread filter, mark read / all read, delete, open the event. */
export default function Messages() {
  const { t } = useI18n();
  const notice = useNotice();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const narrow = !Grid.useBreakpoint().md;
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
      <Space size={6}>
        {!m.read && <Badge status="processing" title={t('message.unreadTag')} />}
        <Typography.Text strong={!m.read}>{m.title}</Typography.Text>
      </Space>
      <div className="bh-msg-content">{m.content}</div>
    </div>
  );
  const actionsCell = (m: Message) => (
    <Space size={0} wrap>
      {m.link && (
        <Button type="link" size="small" onClick={() => open(m)} data-testid={`message-open-${m.id}`}>
          {t('message.open')}
        </Button>
      )}
      {!m.read && (
        <Button type="link" size="small" onClick={() => markRead.mutate([m.id])} data-testid={`message-read-${m.id}`}>
          {t('message.markRead')}
        </Button>
      )}
      <Popconfirm
        title={t('message.deleteConfirm')}
        okText={t('common.delete')}
        cancelText={t('common.cancel')}
        onConfirm={() => remove.mutateAsync([m.id]).catch(() => undefined)}
      >
        <Button type="link" size="small" danger data-testid={`message-delete-${m.id}`}>
          {t('common.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
  const columns: TableProps<Message>['columns'] = narrow
    ? [
        {
          key: 'message',
          title: t('pages.title'),
          render: (_, m) => (
            <>
              {titleCell(m)}
              <Typography.Text type="secondary" className="bh-msg-time">
                {formatDateTime(m.dates)}
              </Typography.Text>
              <div>{actionsCell(m)}</div>
            </>
          ),
        },
      ]
    : [
        { key: 'title', title: t('pages.title'), render: (_, m) => titleCell(m) },
        { key: 'dates', title: t('audit.time'), width: 160, render: (_, m) => formatDateTime(m.dates) },
        { key: 'actions', title: t('common.actions'), width: 220, render: (_, m) => actionsCell(m) },
      ];

  return (
    <div className="bh-container">
      <Card
        title={
          <Space wrap>
            <span>{t('message.heading')}</span>
            <Typography.Text type="secondary" data-testid="message-unread-count">
              {t('message.unreadCount', { count: list.data?.unread ?? 0 })}
            </Typography.Text>
          </Space>
        }
      >
        <div className="bh-toolbar">
          <Segmented
            value={unreadOnly ? 'unread' : 'all'}
            onChange={(v) => {
              setUnreadOnly(v === 'unread');
              setSelected([]);
            }}
            options={[
              { value: 'all', label: <span data-testid="message-filter-all">{t('message.filter.all')}</span> },
              { value: 'unread', label: <span data-testid="message-filter-unread">{t('message.filter.unread')}</span> },
            ]}
          />
          <Space wrap>
            {selected.length > 0 && (
              <>
                <Button onClick={() => markRead.mutate(selected)}>{t('message.markSelectedRead')}</Button>
                <Popconfirm
                  title={t('message.deleteSelectedConfirm', { count: selected.length })}
                  okText={t('common.delete')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => remove.mutateAsync(selected).catch(() => undefined)}
                >
                  <Button danger data-testid="message-delete-selected">
                    {t('message.deleteSelected')}
                  </Button>
                </Popconfirm>
              </>
            )}
            <Button onClick={() => markRead.mutate('all')} disabled={!list.data?.unread} data-testid="message-read-all">
              {t('message.markAllRead')}
            </Button>
          </Space>
        </div>
        <PagedTable<Message>
          list={paged}
          columns={columns}
          scroll={narrow ? undefined : { x: 640 }}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
          quickJumper
          onPageChange={() => setSelected([])}
          data-testid="message-table"
        />
      </Card>
    </div>
  );
}
