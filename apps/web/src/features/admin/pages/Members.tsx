import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { admin, DataOf, Role } from '@boothhub/shared';
import { memberRoles, roles } from '@boothhub/shared/roles';
import { formatDateTime, useI18n } from '../../../i18n';
import { Panel, Tag } from '../../../components/lite/Content';
import { Select } from '../../../components/lite/Select';
import type { Column } from '../../../components/lite/Table';
import { PagedPlainTable } from '../../../components/PagedPlainTable';
import { SearchBox } from '../../../components/SearchBox';
import { ReasonDialog, ReasonSelectField, type ReasonValues } from '../../../components/ReasonDialog';
import { usePagedList } from '../../../lib/usePagedList';
import { useDesktop } from '../../../lib/useMedia';
import { adminApi, adminKeys } from '../api';
import { message } from '../../../lib/notice';

type AdminMember = DataOf<typeof admin.memberList>['listItem'][number];
type Action = { kind: 'ban' | 'unban' | 'role'; member: AdminMember };
type Status = 'active' | 'banned';

/**
 * /admin/members: search, role and status filters, ban/unban and role change (each with a reason). Plain markup; on a
 * phone a row is the member (name, number, role, status) and the actions, so both stay in sight without scrolling.
 */
export default function Members() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const desktop = useDesktop();
  const [keyword, setKeyword] = useState('');
  const [role, setRole] = useState<Role | undefined>();
  const [status, setStatus] = useState<Status | undefined>();
  const [action, setAction] = useState<Action | null>(null);
  const filter = { ...(keyword ? { keyword } : {}), ...(role ? { role } : {}), ...(status ? { banned: status === 'banned' } : {}) };
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

  const roleTag = (m: AdminMember) => <Tag color={m.role === 'admin' ? 'gold' : 'blue'}>{t(`role.${m.role}`)}</Tag>;
  const statusTag = (m: AdminMember) => (m.banned ? <Tag color="red">{t('members.banned')}</Tag> : <Tag color="green">{t('members.active')}</Tag>);
  const actions: Column<AdminMember> = {
    key: 'actions',
    title: t('common.actions'),
    render: (m) => (
      <div className="bh-row-actions">
        <button
          type="button"
          className={`bh-btn bh-btn-link bh-btn-small${m.banned ? ' bh-btn-link-primary' : ' bh-btn-danger'}`}
          onClick={() => setAction({ kind: m.banned ? 'unban' : 'ban', member: m })}
          data-testid={`member-ban-${m.cardno}`}
        >
          {m.banned ? t('members.unban') : t('members.ban')}
        </button>
        {m.role !== 'admin' && (
          <button
            type="button"
            className="bh-btn bh-btn-link bh-btn-link-primary bh-btn-small"
            onClick={() => setAction({ kind: 'role', member: m })}
            data-testid={`member-role-${m.cardno}`}
          >
            {t('members.changeRole')}
          </button>
        )}
      </div>
    ),
  };
  const columns: Column<AdminMember>[] = desktop
    ? [
        { key: 'cardno', title: t('field.cardno'), render: (m) => m.cardno },
        { key: 'nickname', title: t('field.nickname'), render: (m) => m.nickname },
        { key: 'mobile', title: t('field.mobile'), render: (m) => m.mobile },
        { key: 'role', title: t('field.role.short'), render: roleTag },
        { key: 'status', title: t('members.status'), render: statusTag },
        { key: 'dates', title: t('field.dates'), render: (m) => <span className="bh-nowrap">{formatDateTime(m.dates)}</span> },
        actions,
      ]
    : [
        {
          key: 'member',
          title: t('field.nickname'),
          render: (m) => (
            <div className="bh-member-cell">
              <span>{m.nickname}</span>
              <span className="bh-secondary">{m.cardno}</span>
              <span className="bh-row-wrap bh-row-wrap-s">
                {roleTag(m)}
                {statusTag(m)}
              </span>
            </div>
          ),
        },
        actions,
      ];

  const name = action ? action.member.nickname || action.member.cardno : '';
  return (
    <>
      <h1 className="bh-admin-title">{t('title.adminMembers')}</h1>
      <Panel large>
        <div className="bh-toolbar">
          <div className="bh-row-wrap">
            <SearchBox placeholder={t('members.keyword')} enterButton={t('common.search')} onSearch={setKeyword} testId="members-search" />
            <Select<Role>
              value={role}
              onChange={setRole}
              placeholder={`${t('field.role.short')}: ${t('common.all')}`}
              options={roles.map((r) => ({ value: r, label: t(`role.${r}`) }))}
              label={t('field.role.short')}
              width={150}
              testId="members-role-filter"
            />
            <Select<Status>
              value={status}
              onChange={setStatus}
              placeholder={`${t('members.status')}: ${t('common.all')}`}
              options={[
                { value: 'active', label: t('members.active') },
                { value: 'banned', label: t('members.banned') },
              ]}
              label={t('members.status')}
              width={150}
            />
          </div>
        </div>
        <PagedPlainTable<AdminMember> list={list} rowKey={(m) => m.cardno} columns={columns} caption={t('title.adminMembers')} />
      </Panel>
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
          <ReasonSelectField
            name="role"
            label={t('members.newRole')}
            options={memberRoles.map((r) => ({ value: r, label: t(`role.${r}`) }))}
            testId="reason-role"
          />
        )}
      </ReasonDialog>
    </>
  );
}
