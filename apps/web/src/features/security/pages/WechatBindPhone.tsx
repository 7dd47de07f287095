import { Alert, Button, Form, Radio, Spin, Typography } from 'antd';
import { memberRoles } from '@boothhub/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { PhoneCodeField, useSignIn, type PhoneCodeValues } from '../../account';
import { wechatApi } from '../api';

type MemberRole = (typeof memberRoles)[number];
interface Values extends PhoneCodeValues {
  role: MemberRole;
}

/**
 * /login/bindPhone after a first WeChat login: a phone and its SMS code finish it. The phone's account gets
 * WeChat bound, or a new account is made with the chosen role and WeChat's nickname and avatar.
 */
export default function WechatBindPhone() {
  const { t } = useI18n();
  const [form] = Form.useForm<Values>();
  const pending = useQuery({ queryKey: ['wechat', 'pending'], queryFn: wechatApi.pending, staleTime: 0 });
  const submit = useSignIn(
    (v: Values) => wechatApi.bindMobile({ phone: v.phone.trim(), phoneCode: v.phoneCode, role: v.role }),
    ({ created }) => t(created ? 'wechat.created' : 'wechat.boundPhone'),
    '/home',
  );

  if (pending.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (!pending.data?.pending) {
    return (
      <Alert
        type="warning"
        showIcon
        message={t('wechat.noPending')}
        action={<Link to="/login">{t('wechat.backToLogin')}</Link>}
        data-testid="wechat-no-pending"
      />
    );
  }
  return (
    <>
      <Typography.Title level={3} className="bh-card-title">
        {t('wechat.bindHeading')}
      </Typography.Title>
      <Typography.Paragraph data-testid="wechat-bind-nickname">
        {t('wechat.bindIntro', { nickname: pending.data.nickname ?? '' })}
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit.mutate}
        requiredMark={false}
        initialValues={{ role: 'designer' }}
        data-testid="wechat-bind-form"
      >
        <PhoneCodeField
          form={form}
          purpose="wechat"
          testIds={{ phone: 'wechat-bind-phone', code: 'wechat-bind-code', send: 'wechat-bind-get-code' }}
        />
        <Form.Item name="role" label={t('wechat.roleIfNew')}>
          <Radio.Group data-testid="wechat-bind-role">
            {memberRoles.map((r) => (
              <Radio key={r} value={r}>
                {t(`role.${r}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={submit.isPending} data-testid="wechat-bind-submit">
          {t('wechat.bindSubmit')}
        </Button>
      </Form>
    </>
  );
}
