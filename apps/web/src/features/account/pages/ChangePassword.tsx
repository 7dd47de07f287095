import { Form, Input } from 'antd';
import { useI18n } from '../../../i18n';
import { accountApi } from '../api';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { SecurityFormPage, useSecurityChange } from '../components/SecurityForm';
import { SubmitButton } from '../components/SubmitButton';

interface Values {
  oldPassword: string;
  password: string;
  confirm: string;
}

/** /login/changepwd (logged in): the old password and a new one; the server ends every other session. */
export default function ChangePassword() {
  const { t } = useI18n();
  const submit = useSecurityChange((v: Values) => accountApi.changepwd({ oldPassword: v.oldPassword, password: v.password }), 'changepwd.done');

  return (
    <SecurityFormPage heading={t('changepwd.heading')}>
      <Form<Values> layout="vertical" onFinish={submit.mutate} requiredMark={false}>
        <Form.Item name="oldPassword" label={t('field.oldPassword')} rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" size="large" data-testid="changepwd-old" />
        </Form.Item>
        <NewPasswordFields testIds={{ password: 'changepwd-new', confirm: 'changepwd-confirm' }} />
        <SubmitButton busy={submit.isPending} testId="changepwd-submit">
          {t('changepwd.submit')}
        </SubmitButton>
      </Form>
    </SecurityFormPage>
  );
}
