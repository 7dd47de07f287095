import { cityIn } from '@boothhub/shared/cities';
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, useI18n } from '../../../i18n';
import { useMember } from '../../account/session';
import { useUnread } from '../../messages/api';
import { PageSpin } from '../../../components/PageSpin';
import { Avatar, Facts, Panel, Stars, Tag } from '../../../components/lite/Content';
import { CopyButton } from '../../../components/lite/CopyButton';
import { Icon } from '../../../components/lite/Icon';
import { inviteLink } from '../api';

/** A way on from the home page: a link drawn as a button, with its icon. */
function Way({ to, icon, children, testId }: { to: string; icon: IconDefinition; children: ReactNode; testId?: string }) {
  return (
    <Link to={to} className="bh-btn" data-testid={testId}>
      <Icon icon={icon} />
      {children}
    </Link>
  );
}

/**
 * /home: the member's own home — a profile summary and the ways on from here. Plain markup (components/lite).
 */
export default function Home() {
  const { t, lang } = useI18n();
  const member = useMember();
  const unread = useUnread(true);
  const m = member.data;
  if (!m) return <PageSpin />;
  const count = unread.data?.unread ?? 0;
  const rated = m.taidu > 0 || m.sudu > 0 || m.pinzhi > 0;
  return (
    <div className="bh-container bh-detail-cols">
      <Panel large testId="home-profile">
        <div className="bh-profile-head">
          <Avatar size={96} src={m.userlogo} name={m.nickname} id={m.cardno} eager />
          <div className="bh-profile-text">
            <h1 className="bh-h3" data-testid="home-nickname">
              {t('home.welcome', { name: m.nickname || m.cardno })}
            </h1>
            <div className="bh-row-wrap bh-gap-top-s">
              <Tag color="blue" testId="home-role">
                {t(`role.${m.role}`)}
              </Tag>
              <span className="bh-secondary">
                {t('field.cardno')}: <span data-testid="home-cardno">{m.cardno}</span>
              </span>
            </div>
            {m.descr && <p className="bh-paragraph bh-gap-top-s">{m.descr}</p>}
          </div>
        </div>
        <div className="bh-gap-top">
          <Facts
            columns={2}
            items={[
              { key: 'mobile', label: t('field.mobile'), children: m.mobile },
              { key: 'dates', label: t('field.dates'), children: formatDate(m.dates) },
              { key: 'sex', label: t('field.sex'), children: t(`sex.${m.sex}`) },
              { key: 'addr', label: t('field.addr'), children: [cityIn(m.prov, lang), cityIn(m.strt, lang), m.addr].filter(Boolean).join(' ') },
            ]}
          />
        </div>
        <div className="bh-row-wrap bh-gap-top">
          <Way to="/personalCenter/basicSettings" icon={UserOutlined}>
            {t('home.editProfile')}
          </Way>
          <Way to="/personalCenter/securitySetting" icon={LockOutlined}>
            {t('home.security')}
          </Way>
          {m.role === 'designer' && (
            <Way to={`/designInfo?cardno=${m.cardno}`} icon={IdcardOutlined} testId="home-designer-page">
              {t('designers.myPage')}
            </Way>
          )}
          <Way to="/message" icon={MailOutlined}>
            {t('home.messages')}
            {count > 0 && (
              <span className="bh-count" aria-label={t('message.unreadCount', { count })}>
                {count > 99 ? '99+' : count}
              </span>
            )}
          </Way>
        </div>
      </Panel>
      <div className="bh-stack">
        <Panel title={t('home.ratings')}>
          {(['taidu', 'sudu', 'pinzhi'] as const).map((k) => (
            <div className="bh-rating-row" key={k}>
              <span>{t(`home.${k}`)}</span>
              <Stars value={rated ? m[k] : null} none={t('designers.noRating')} />
            </div>
          ))}
        </Panel>
        <Panel title={t('home.invite')}>
          <p className="bh-secondary bh-paragraph">{t('home.inviteText')}</p>
          <p className="bh-paragraph">
            {t('field.myInviteCode')}: <strong data-testid="home-invite-code">{m.inviteCode}</strong> <CopyButton text={m.inviteCode} />
          </p>
          <p className="bh-paragraph bh-break">
            {inviteLink(m.inviteCode)} <CopyButton text={inviteLink(m.inviteCode)} />
          </p>
        </Panel>
      </div>
    </div>
  );
}
