import type { activity, DataOf } from '@boothhub/shared';
import { memberRoles } from '@boothhub/shared/roles';
import { formatDate, useI18n } from '../../../i18n';
import { inviteLink } from '../../member/api';
import { walletApi, walletKeys } from '../api';
import { useDesktop } from '../../../lib/useMedia';
import { usePagedList } from '../../../lib/usePagedList';
import { PagedPlainTable } from '../../../components/PagedPlainTable';
import type { Column } from '../../../components/lite/Table';
import { Facts, Panel, Skeleton, Tag } from '../../../components/lite/Content';
import { CopyButton } from '../../../components/lite/CopyButton';
import { Money, Secondary, StatusTag } from '../../../components/money';
import { coinsFormatter, Figures, testIdFormatter } from '../components/Figures';

type Invitee = DataOf<typeof activity.listInvite>['listItem'][number];

/**
 * /personalCenter/invite: the member's invite code and link (opening it pre-fills registration), the reward each
 * role of invitee earns once their identity is approved, and who registered with the code (Member/listInvite).
 * Plain markup.
 */
export default function Invite() {
  const { t } = useI18n();
  const desktop = useDesktop();
  const list = usePagedList({ filter: {}, queryKey: walletKeys.invites, queryFn: walletApi.listInvite, pageSize: 10 });
  const d = list.query.data;

  if (!d)
    return (
      <Panel title={t('wallet.title.invite')} level={1} large>
        {list.query.isPending ? <Skeleton /> : null}
      </Panel>
    );
  // the register page reads `?invite=` (the server's inviteLink says `?inviteCode=`, which it does not read)
  const link = inviteLink(d.inviteCode);

  const columns: Column<Invitee>[] = [
    {
      key: 'nickname',
      title: t('field.nickname'),
      render: (i) => (
        <div className="bh-wallet-cell">
          {i.nickname || i.cardno}
          {!desktop && (
            <Secondary>
              {t(`role.${i.role}`)} · {formatDate(i.dates)}
            </Secondary>
          )}
        </div>
      ),
    },
    { key: 'role', title: t('field.role.short'), render: (i) => <Tag color="blue">{t(`role.${i.role}`)}</Tag> },
    { key: 'dates', title: t('invite.registered'), render: (i) => formatDate(i.dates) },
    { key: 'auth', title: t('identity.state'), render: (i) => <StatusTag status={i.personauth} /> },
    { key: 'reward', title: t('invite.reward'), align: 'right', render: (i) => <Money cents={i.reward} /> },
  ];

  return (
    <>
      <Panel title={t('wallet.title.invite')} level={1} large className="bh-gap-bottom">
        <p className="bh-secondary bh-paragraph">{t('invite.text')}</p>
        <Facts
          items={[
            {
              key: 'code',
              label: t('field.myInviteCode'),
              children: (
                <>
                  <strong data-testid="invite-code">{d.inviteCode}</strong> <CopyButton text={d.inviteCode} />
                </>
              ),
            },
            {
              key: 'link',
              label: t('field.inviteLink'),
              children: (
                <>
                  <span className="bh-break" data-testid="invite-link">
                    {link}
                  </span>{' '}
                  <CopyButton text={link} />
                </>
              ),
            },
          ]}
        />
        <Figures
          className="bh-gap-top"
          items={[
            { id: 'people', title: t('invite.people'), value: d.invitpples, formatter: testIdFormatter('invite-people') },
            { id: 'earned', title: t('invite.earned'), value: d.invitcoins, formatter: coinsFormatter('invite-earned') },
          ]}
        />
        <p className="bh-paragraph bh-gap-top">{t('invite.rewardsTitle')}</p>
        <Figures items={memberRoles.map((r) => ({ id: r, title: t(`role.${r}`), value: d.rewards[r], formatter: coinsFormatter() }))} />
      </Panel>
      <Panel title={t('invite.list')} large>
        <PagedPlainTable
          list={list}
          rowKey={(i) => i.cardno}
          columns={columns}
          caption={t('invite.list')}
          narrowHide={['role', 'dates']}
          testId="invite-list"
        />
      </Panel>
    </>
  );
}
