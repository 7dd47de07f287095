import { Form, Input } from 'antd';
import { useI18n } from '../../../i18n';
import { confirmRules, passwordRules } from './rules';

/** "New password" (with the rule under it) and "Confirm password" (fields `password`, `confirm`). */
export function NewPasswordFields({ testIds }: { testIds: { password: string; confirm: string } }) {
  const { t } = useI18n();
  return (
    <>
      <Form.Item name="password" label={t('field.newPassword')} rules={passwordRules(t)} extra={t('validate.passwordRule')}>
        <Input.Password autoComplete="new-password" size="large" data-testid={testIds.password} />
      </Form.Item>
      <Form.Item name="confirm" label={t('field.confirmPassword')} dependencies={['password']} rules={confirmRules(t)}>
        <Input.Password autoComplete="new-password" size="large" data-testid={testIds.confirm} />
      </Form.Item>
    </>
  );
}
