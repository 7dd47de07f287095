import { useState } from 'react';
import { App, Button, Card, Input, Select, Space, Table, Tag, Typography, type TableProps } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { admin, roles, type DataOf, type Role } from '@boothhub/shared';
import { formatDateTime, useI18n } from '../../../i18n';
import { adminApi, adminKeys } from '../api';
import { ReasonModal, type ReasonValues } from '../components/ReasonModal';

type AdminMember = DataOf<typeof admin.memberList>['listItem'][number];
type Action = { kind: 'ban' | 'unban' | 'role'; member: AdminMember };

/** /admin/members: search, role and status filters, ban/unban and role change (each with a reason). */
export default function Members() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [keyword, setKeyword] = useState('');
  const [role, setRole] = useState<Role | undefined>();
  const [banned, setBanned] = useState<boolean | undefined>();
  const [action, setAction] = useState<Action | null>(null);
  const query = { page, pageSize, ...(keyword ? { keyword } : {}), ...(role ? { role } : {}), ...(banned === undefined ? {} : { banned }) };
  const list = useQuery({ queryKey: adminKeys.members(query), queryFn: () => adminApi.memberList(query), placeholderData: keepPreviousData });

  const submit = async (v: ReasonValues) => {
    if (!action) return;
    const { member } = action;
    if (action.kind === 'role') await adminApi.memberRole({ cardno: member.cardno, role: v.role!, reason: v.reason });
    else await adminApi.memberBan({ cardno: member.cardno, banned: action.kind === 'ban', reason: v.reason });
    setAction(null);
    message.success(t('members.done'), 1.5);
    await qc.invalidateQueries({ queryKey: adminKeys.all });
  };

  const columns: TableProps<AdminMember>['columns'] = [
    { key: 'cardno', title: t('field.cardno'), dataIndex: 'cardno', width: 110 },
    { key: 'nickname', title: t('field.nickname'), dataIndex: 'nickname', width: 220 },
    { key: 'mobile', title: t('field.mobile'), dataIndex: 'mobile', width: 130 },
    { key: 'role', title: t('field.role.short'), width: 100, render: (_, m) => <Tag color={m.role === 'admin' ? 'gold' : 'blue'}>{t(`role.${m.role}`)}</Tag> },
    {
      key: 'status',
      title: t('members.status'),
      width: 100,
      render: (_, m) => (m.banned ? <Tag color="red">{t('members.banned')}</Tag> : <Tag color="green">{t('members.active')}</Tag>),
    },
    { key: 'dates', title: t('field.dates'), width: 160, render: (_, m) => formatDateTime(m.dates) },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 200,
      render: (_, m) => (
        <Space size={0}>
          <Button type="link" size="small" danger={!m.banned} onClick={() => setAction({ kind: m.banned ? 'unban' : 'ban', member: m })} data-testid={`member-ban-${m.cardno}`}>
            {m.banned ? t('members.unban') : t('members.ban')}
          </Button>
          {m.role !== 'admin' && (
            <Button type="link" size="small" onClick={() => setAction({ kind: 'role', member: m })} data-testid={`member-role-${m.cardno}`}>
              {t('members.changeRole')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const name = action ? action.member.nickname || action.member.cardno : '';
  return (
    <>
      <Typography.Title level={3}>{t('title.adminMembers')}</Typography.Title>
      <Card>
        <div className="bh-toolbar">
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('members.keyword')}
              enterButton={t('common.search')}
              onSearch={(v) => {
                setKeyword(v.trim());
                setPage(1);
              }}
              className="bh-search"
              data-testid="members-search"
            />
            <Select<Role | ''>
              value={role ?? ''}
              onChange={(v) => {
                setRole(v || undefined);
                setPage(1);
              }}
              options={[{ value: '', label: `${t('field.role.short')}: ${t('common.all')}` }, ...roles.map((r) => ({ value: r, label: t(`role.${r}`) }))]}
              className="bh-filter"
              data-testid="members-role-filter"
            />
            <Select<string>
              value={banned === undefined ? '' : banned ? 'banned' : 'active'}
              onChange={(v) => {
                setBanned(v === '' ? undefined : v === 'banned');
                setPage(1);
              }}
              options={[
                { value: '', label: `${t('members.status')}: ${t('common.all')}` },
                { value: 'active', label: t('members.active') },
                { value: 'banned', label: t('members.banned') },
              ]}
              className="bh-filter"
            />
          </Space>
        </div>
        <Table<AdminMember>
          rowKey="cardno"
          columns={columns}
          dataSource={list.data?.listItem ?? []}
          loading={list.isFetching}
          scroll={{ x: 900 }}
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
            },
          }}
        />
      </Card>
      <ReasonModal
        open={action !== null}
        title={
          action?.kind === 'role'
            ? t('members.roleTitle', { name })
            : action?.kind === 'ban'
              ? t('members.banTitle', { name })
              : t('members.unbanTitle', { name })
        }
        withRole={action?.kind === 'role'}
        initialRole={action?.member.role}
        danger={action?.kind === 'ban'}
        onCancel={() => setAction(null)}
        onSubmit={submit}
      />
    </>
  );
}
