import { useState } from 'react';
import { Button, Card, Form, Select, Space, Tag, Typography, type TableProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { admin, memberRoles, roles, type DataOf, type Role } from '@boothhub/shared';
import { formatDateTime, useI18n } from '../../../i18n';
import { PagedTable } from '../../../components/PagedTable';
import { SearchBox } from '../../../components/SearchBox';
import { ReasonDialog, type ReasonValues } from '../../../components/ReasonDialog';
import { usePagedList } from '../../../lib/usePagedList';
import { adminApi, adminKeys } from '../api';
import { message } from '../../../app/notice';

type AdminMember = DataOf<typeof admin.memberList>['listItem'][number];
type Action = { kind: 'ban' | 'unban' | 'role'; member: AdminMember };

/** /admin/members: search, role and status filters, ban/unban and role change (each with a reason). */
export default function Members() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [role, setRole] = useState<Role | undefined>();
  const [banned, setBanned] = useState<boolean | undefined>();
  const [action, setAction] = useState<Action | null>(null);
  const filter = { ...(keyword ? { keyword } : {}), ...(role ? { role } : {}), ...(banned === undefined ? {} : { banned }) };
  const list = usePagedList({ filter, queryKey: adminKeys.members, queryFn: adminApi.memberList });

  const submit = async (v: ReasonValues) => {
    if (!action) return;
    const { member } = action;
    const reason = v.reason ?? '';
    if (action.kind === 'role') await adminApi.memberRole({ cardno: member.cardno, role: v.role as (typeof memberRoles)[number], reason });
    else await adminApi.memberBan({ cardno: member.cardno, banned: action.kind === 'ban', reason });
    setAction(null);
    message.success(t('members.done'), 1.5);
    await qc.invalidateQueries({ queryKey: adminKeys.all });
  };

  const columns: TableProps<AdminMember>['columns'] = [
    { key: 'cardno', title: t('field.cardno'), dataIndex: 'cardno', width: 110 },
    { key: 'nickname', title: t('field.nickname'), dataIndex: 'nickname', width: 220 },
    { key: 'mobile', title: t('field.mobile'), dataIndex: 'mobile', width: 130, responsive: ['md'] },
    {
      key: 'role',
      title: t('field.role.short'),
      width: 100,
      render: (_, m) => <Tag color={m.role === 'admin' ? 'gold' : 'blue'}>{t(`role.${m.role}`)}</Tag>,
    },
    {
      key: 'status',
      title: t('members.status'),
      width: 100,
      render: (_, m) => (m.banned ? <Tag color="red">{t('members.banned')}</Tag> : <Tag color="green">{t('members.active')}</Tag>),
    },
    { key: 'dates', title: t('field.dates'), width: 160, responsive: ['md'], render: (_, m) => formatDateTime(m.dates) },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 150,
      // on a phone the table scrolls sideways; the actions stay in sight at its right edge
      fixed: 'right',
      render: (_, m) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            danger={!m.banned}
            onClick={() => setAction({ kind: m.banned ? 'unban' : 'ban', member: m })}
            data-testid={`member-ban-${m.cardno}`}
          >
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
            <SearchBox placeholder={t('members.keyword')} enterButton={t('common.search')} onSearch={setKeyword} testId="members-search" />
            <Select<Role | ''>
              value={role ?? ''}
              onChange={(v) => {
                setRole(v || undefined);
              }}
              options={[
                { value: '', label: `${t('field.role.short')}: ${t('common.all')}` },
                ...roles.map((r) => ({ value: r, label: t(`role.${r}`) })),
              ]}
              className="bh-filter"
              aria-label={t('field.role.short')}
              data-testid="members-role-filter"
            />
            <Select<string>
              value={banned === undefined ? '' : banned ? 'banned' : 'active'}
              onChange={(v) => {
                setBanned(v === '' ? undefined : v === 'banned');
              }}
              options={[
                { value: '', label: `${t('members.status')}: ${t('common.all')}` },
                { value: 'active', label: t('members.active') },
                { value: 'banned', label: t('members.banned') },
              ]}
              className="bh-filter"
              aria-label={t('members.status')}
            />
          </Space>
        </div>
        <PagedTable<AdminMember> list={list} rowKey="cardno" columns={columns} scroll={{ x: 720 }} quickJumper />
      </Card>
      <ReasonDialog
        open={action !== null}
        title={
          action?.kind === 'role'
            ? t('members.roleTitle', { name })
            : action?.kind === 'ban'
              ? t('members.banTitle', { name })
              : t('members.unbanTitle', { name })
        }
        okText={t('common.confirm')}
        danger={action?.kind === 'ban'}
        reason="required"
        reasonLabel={t('members.reason')}
        testIds={{ ok: 'reason-ok', reason: 'reason-input' }}
        initialValues={{ role: action && (memberRoles as readonly string[]).includes(action.member.role) ? action.member.role : undefined }}
        onCancel={() => setAction(null)}
        onSubmit={submit}
      >
        {action?.kind === 'role' && (
          <Form.Item name="role" label={t('members.newRole')} rules={[{ required: true }]}>
            <Select options={memberRoles.map((r) => ({ value: r, label: t(`role.${r}`) }))} data-testid="reason-role" />
          </Form.Item>
        )}
      </ReasonDialog>
    </>
  );
}
