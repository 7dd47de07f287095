import { Form, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';
import { accountApi } from '../api';
import { sessionKeys, useMember } from '../session';
import { PhoneCodeField, type PhoneCodeValues } from '../components/PhoneCodeField';
import { SecurityFormPage, useSecurityChange } from '../components/SecurityForm';
import { SubmitButton } from '../components/SubmitButton';

type Values = PhoneCodeValues;

/** /login/bindPhone (logged in): move the account to a new phone verified by a code of purpose "bind". */
export default function BindPhone() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const member = useMember();
  const [form] = Form.useForm<Values>();
  const submit = useSecurityChange(
    (v: Values) => accountApi.bindPhone({ phone: v.phone.trim(), phoneCode: v.phoneCode }),
    'bindPhone.done',
    () => qc.invalidateQueries({ queryKey: sessionKeys.member }),
  );

  return (
    <SecurityFormPage heading={t('bindPhone.heading')}>
      {member.data && (
        <Typography.Paragraph type="secondary" data-testid="bind-current">
          {t('bindPhone.current', { mobile: member.data.mobile })}
        </Typography.Paragraph>
      )}
      <Form<Values> form={form} layout="vertical" onFinish={submit.mutate} requiredMark={false}>
        <PhoneCodeField form={form} purpose="bind" testIds={{ phone: 'bind-phone', code: 'bind-code', send: 'bind-get-code' }} />
        <SubmitButton busy={submit.isPending} testId="bind-submit">
          {t('bindPhone.submit')}
        </SubmitButton>
      </Form>
    </SecurityFormPage>
  );
}
