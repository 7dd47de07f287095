import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { Panel } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';
import { useMember } from '../../account/session';
import { PaycodeSection } from '../../wallet';
import { EventsSection, SessionsSection, WechatSection, securityApi, securityKeys } from '../../security';

/**
 * /personalCenter/securitySetting: login password and phone (their pages), the payment PIN, WeChat binding,
 * the active sessions and the recent security events. Plain markup (decision 051).
 */
export default function SecuritySetting() {
  const { t } = useI18n();
  const member = useMember();
  // a member created by WeChat login has no password yet: they set one through the reset
  const noPassword = useQuery({ queryKey: securityKeys.overview, queryFn: securityApi.overview }).data?.passwordSet === false;
  const rows = [
    {
      key: 'password',
      icon: LockOutlined,
      title: t('security.password'),
      desc: t('security.passwordDesc'),
      to: noPassword ? '/login/forgetpwd' : '/login/changepwd',
      testId: 'security-change-password',
    },
    {
      key: 'phone',
      icon: MobileOutlined,
      title: t('security.phone'),
      desc: t('security.phoneDesc', { mobile: member.data?.mobile ?? '' }),
      to: '/login/bindPhone',
      testId: 'security-bind-phone',
    },
  ];
  return (
    <>
      <Panel title={t('title.securitySetting')} level={1} large>
        <ul className="bh-plain-list">
          {rows.map((r) => (
            <li key={r.key} className="bh-setting-row">
              <Icon icon={r.icon} className="bh-setting-icon" />
              <div className="bh-setting-text">
                <h2 className="bh-setting-title">{r.title}</h2>
                <span className="bh-secondary">{r.desc}</span>
              </div>
              <Link to={r.to} className="bh-btn" data-testid={r.testId}>
                {t('security.change')}
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
      <PaycodeSection />
      <WechatSection />
      <SessionsSection />
      <EventsSection />
    </>
  );
}
