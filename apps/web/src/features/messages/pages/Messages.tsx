import { useEffect, useState } from 'react';
import { Badge, Button, Card, Grid, Popconfirm, Segmented, Space, Table, Typography, type TableProps } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@boothhub/shared/contracts/messages';
import { useNavigate } from 'react-router';
import { formatDateTime, useI18n } from '../../../i18n';
import { useNotice } from '../../../app/notice';
import { messageKeys, messagesApi } from '../api';

/** /message: the tip centre — list with pagination, unread filter, mark read / all read, delete, open the event. */
export default function Messages() {
  const { t } = useI18n();
  const notice = useNotice();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const narrow = !Grid.useBreakpoint().md;
  const query = { page, pageSize, ...(unreadOnly ? { unread: true } : {}) };
  const list = useQuery({ queryKey: messageKeys.list(query), queryFn: () => messagesApi.list(query), placeholderData: keepPreviousData });

  useEffect(() => {
    if (list.data) qc.setQueryData(messageKeys.unread, { unread: list.data.unread });
  }, [list.data, qc]);
  useEffect(() => {
    if (list.data && list.data.listItem.length === 0 && page > 1) setPage((p) => p - 1);
  }, [list.data, page]);

  const after = async (result: { unread: number }) => {
    qc.setQueryData(messageKeys.unread, result);
    setSelected([]);
    await qc.invalidateQueries({ queryKey: ['messages', 'list'] });
  };
  const markRead = async (ids: number[] | 'all') => {
    try {
      await after(await messagesApi.markRead(ids));
      if (ids === 'all') notice.success(t('message.allRead'));
    } catch {}
  };
  const remove = async (ids: number[]) => {
    try {
      await after(await messagesApi.remove(ids));
      notice.success(t('message.deleted'));
    } catch {}
  };
  const open = async (m: Message) => {
    if (!m.read) await markRead([m.id]);
    if (m.link && m.link.startsWith('/') && !m.link.startsWith('//')) navigate(m.link);
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
        <Button type="link" size="small" onClick={() => void open(m)} data-testid={`message-open-${m.id}`}>
          {t('message.open')}
        </Button>
      )}
      {!m.read && (
        <Button type="link" size="small" onClick={() => void markRead([m.id])} data-testid={`message-read-${m.id}`}>
          {t('message.markRead')}
        </Button>
      )}
      <Popconfirm title={t('message.deleteConfirm')} okText={t('common.delete')} cancelText={t('common.cancel')} onConfirm={() => remove([m.id])}>
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
              setPage(1);
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
                <Button onClick={() => void markRead(selected)}>{t('message.markSelectedRead')}</Button>
                <Popconfirm
                  title={t('message.deleteSelectedConfirm', { count: selected.length })}
                  okText={t('common.delete')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => remove(selected)}
                >
                  <Button danger data-testid="message-delete-selected">
                    {t('message.deleteSelected')}
                  </Button>
                </Popconfirm>
              </>
            )}
            <Button onClick={() => void markRead('all')} disabled={!list.data?.unread} data-testid="message-read-all">
              {t('message.markAllRead')}
            </Button>
          </Space>
        </div>
        <Table<Message>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.listItem ?? []}
          loading={list.isFetching}
          scroll={narrow ? undefined : { x: 640 }}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
          pagination={{
            current: page,
            pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showQuickJumper: true,
            showTotal: (total) => t('pagination.total', { total }),
            onChange: (p, s) => {
              setPage(p);
              setPageSize(s);
              setSelected([]);
            },
          }}
          data-testid="message-table"
        />
      </Card>
    </div>
  );
}
