import { Button, Card, List } from 'antd';
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { useMember } from '../../account/session';
import { PaycodeSection } from '../../wallet/components/PaycodeSection';

/**
 * /personalCenter/securitySetting: login password and phone. (The payment PIN section belongs to the wallet
 * work and is added there.)
 */
export default function SecuritySetting() {
  const { t } = useI18n();
  const member = useMember();
  const rows = [
    {
      key: 'password',
      icon: <LockOutlined />,
      title: t('security.password'),
      desc: t('security.passwordDesc'),
      to: '/login/changepwd',
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
    </>
  );
}
