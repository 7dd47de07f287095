import { Form, Input, Radio, Typography } from 'antd';
import { memberRoles } from '@boothhub/shared';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n';
import { accountApi } from '../api';
import { useSignIn } from '../components/useSignIn';
import { PhoneCodeField, type PhoneCodeValues } from '../components/PhoneCodeField';
import { passwordRules, safeRedirect } from '../components/rules';
import { SubmitButton } from '../components/SubmitButton';

type MemberRole = (typeof memberRoles)[number];

interface Values extends PhoneCodeValues {
  password: string;
  role: MemberRole;
  inviteCode?: string;
}

/** /login/register: phone, SMS code (60 s cooldown), password, role, invite code from `?invite=`. */
export default function Register() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const presetRole = params.get('role');
  const initialRole: MemberRole = (memberRoles as readonly string[]).includes(presetRole ?? '') ? (presetRole as MemberRole) : 'designer';

  const submit = useSignIn(
    (v: Values) => {
      const invite = v.inviteCode?.trim();
      return accountApi.regist({
        phone: v.phone.trim(),
        phoneCode: v.phoneCode,
        password: v.password,
        role: v.role,
        ...(invite ? { inviteCode: invite } : {}),
      });
    },
    () => t('register.success'),
    safeRedirect(params.get('redirect')),
  );

  return (
    <>
      <Typography.Title level={3} className="bh-card-title">
        {t('register.heading')}
      </Typography.Title>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit.mutate}
        requiredMark={false}
        initialValues={{ role: initialRole, inviteCode: params.get('invite') ?? '' }}
        data-testid="register-form"
      >
        <PhoneCodeField form={form} purpose="register" testIds={{ phone: 'register-phone', code: 'register-code', send: 'register-get-code' }} />
        <Form.Item name="password" label={t('field.password')} rules={passwordRules(t)} extra={t('validate.passwordRule')}>
          <Input.Password autoComplete="new-password" size="large" data-testid="register-password" />
        </Form.Item>
        <Form.Item name="role" label={t('field.role')} rules={[{ required: true }]}>
          <Radio.Group className="bh-role-group" data-testid="register-role">
            {memberRoles.map((r) => (
              <Radio key={r} value={r} className="bh-role-option">
                <span data-testid={`register-role-${r}`}>
                  <strong>{t(`role.${r}`)}</strong>
                  <span className="bh-role-desc">{t(`roleDesc.${r}`)}</span>
                </span>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="inviteCode" label={t('field.inviteCode')}>
          <Input maxLength={32} data-testid="register-invite" />
        </Form.Item>
        <SubmitButton busy={submit.isPending} testId="register-submit">
          {t('register.submit')}
        </SubmitButton>
      </Form>
      <div className="bh-card-foot">
        {t('register.haveAccount')}{' '}
        <Link to="/login" data-testid="register-to-login">
          {t('register.toLogin')}
        </Link>
      </div>
    </>
  );
}
