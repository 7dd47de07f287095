import { Card, Descriptions, Skeleton, Tag, Typography, type TableProps } from 'antd';
import { activity, memberRoles, type DataOf } from '@boothhub/shared';
import { formatDate, useI18n } from '../../../i18n';
import { inviteLink } from '../../member/api';
import { walletApi, walletKeys } from '../api';
import { useNarrow } from '../../../components/columns';
import { PagedTable } from '../../../components/PagedTable';
import { usePagedList } from '../../../lib/usePagedList';
import { Money, Secondary, StatusTag } from '../../../components/money';
import { coinsFormatter, Figures, testIdFormatter } from '../components/Figures';

type Invitee = DataOf<typeof activity.listInvite>['listItem'][number];

/**
 * /personalCenter/invite: the member's invite code and link (opening it pre-fills registration), the reward each
 * role of invitee earns once their identity is approved, and who registered with the code (Member/listInvite).
 */
export default function Invite() {
  const { t } = useI18n();
  const narrow = useNarrow();
  const list = usePagedList({ filter: {}, queryKey: walletKeys.invites, queryFn: walletApi.listInvite, pageSize: 10 });
  const d = list.query.data;
  const copy = { tooltips: [t('common.copy'), t('common.copied')] as [string, string] };

  if (!d) return <Card>{list.query.isPending ? <Skeleton active /> : null}</Card>;
  // the register page reads `?invite=` (the server's inviteLink says `?inviteCode=`, which it does not read)
  const link = inviteLink(d.inviteCode);

  const columns: TableProps<Invitee>['columns'] = [
    {
      key: 'nickname',
      title: t('field.nickname'),
      render: (_, i) => (
        <div className="bh-wallet-cell">
          {i.nickname || i.cardno}
          {narrow && (
            <Secondary>
              {t(`role.${i.role}`)} · {formatDate(i.dates)}
            </Secondary>
          )}
        </div>
      ),
    },
    { key: 'role', title: t('field.role.short'), width: 100, render: (_, i) => <Tag color="blue">{t(`role.${i.role}`)}</Tag> },
    { key: 'dates', title: t('invite.registered'), width: 110, render: (_, i) => formatDate(i.dates) },
    { key: 'auth', title: t('identity.state'), width: 110, render: (_, i) => <StatusTag status={i.personauth} /> },
    { key: 'reward', title: t('invite.reward'), width: 100, align: 'right', render: (_, i) => <Money cents={i.reward} /> },
  ];

  return (
    <>
      <Card title={t('wallet.title.invite')} className="bh-gap-bottom">
        <Typography.Paragraph type="secondary">{t('invite.text')}</Typography.Paragraph>
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('field.myInviteCode')}>
            <Typography.Text copyable={{ ...copy, text: d.inviteCode }} strong data-testid="invite-code">
              {d.inviteCode}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('field.inviteLink')}>
            <Typography.Text copyable={{ ...copy, text: link }} className="bh-break" data-testid="invite-link">
              {link}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
        <Figures
          className="bh-gap-top"
          items={[
            { id: 'people', title: t('invite.people'), value: d.invitpples, formatter: testIdFormatter('invite-people') },
            { id: 'earned', title: t('invite.earned'), value: d.invitcoins, formatter: coinsFormatter('invite-earned') },
          ]}
        />
        <Typography.Paragraph className="bh-gap-top">{t('invite.rewardsTitle')}</Typography.Paragraph>
        <Figures items={memberRoles.map((r) => ({ id: r, title: t(`role.${r}`), value: d.rewards[r], formatter: coinsFormatter() }))} />
      </Card>
      <Card title={t('invite.list')}>
        <PagedTable<Invitee>
          list={list}
          rowKey="cardno"
          size="small"
          columns={columns}
          narrowHide={['role', 'dates']}
          scrollX={560}
          data-testid="invite-list"
        />
      </Card>
    </>
  );
}
