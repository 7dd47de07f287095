import { Button, Card, List } from 'antd';
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { useMember } from '../../account/session';
import { PaycodeSection } from '../../wallet';
import { EventsSection, SessionsSection, WechatSection, securityApi, securityKeys } from '../../security';

/**
 * /personalCenter/securitySetting: login password and phone (their pages), the payment PIN, WeChat binding,
 * the active sessions and the recent security events.
 */
export default function SecuritySetting() {
  const { t } = useI18n();
  const member = useMember();
  // a member created by WeChat login has no password yet: they set one through the reset
  const noPassword = useQuery({ queryKey: securityKeys.overview, queryFn: securityApi.overview }).data?.passwordSet === false;
  const rows = [
    {
      key: 'password',
      icon: <LockOutlined />,
      title: t('security.password'),
      desc: t('security.passwordDesc'),
      to: noPassword ? '/login/forgetpwd' : '/login/changepwd',
      testId: 'security-change-password',
    },
    {
      key: 'phone',
      icon: <MobileOutlined />,
      title: t('security.phone'),
      desc: t('security.phoneDesc', { mobile: member.data?.mobile ?? '' }),
      to: '/login/bindPhone',
      testId: 'security-bind-phone',
    },
  ];
  return (
    <>
      <Card title={t('title.securitySetting')}>
        <List
          dataSource={rows}
          renderItem={(r) => (
            <List.Item
              key={r.key}
              actions={[
                <Link to={r.to} key="go" data-testid={r.testId}>
                  <Button>{t('security.change')}</Button>
                </Link>,
              ]}
            >
              <List.Item.Meta avatar={r.icon} title={r.title} description={r.desc} />
            </List.Item>
          )}
        />
      </Card>
      <PaycodeSection />
      <WechatSection />
      <SessionsSection />
      <EventsSection />
    </>
  );
}
