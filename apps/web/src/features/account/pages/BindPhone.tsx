import { Form, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useI18n } from '../../../i18n';
import { useNotice } from '../../../app/notice';
import { accountApi } from '../api';
import { sessionKeys, useMember } from '../session';
import { PhoneCodeField } from '../components/PhoneCodeField';
import { SubmitButton } from '../components/SubmitButton';

interface Values {
  phone: string;
  phoneCode: string;
}

/** /login/bindPhone (logged in): move the account to a new phone verified by a code of purpose "bind". */
export default function BindPhone() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const notice = useNotice();
  const qc = useQueryClient();
  const member = useMember();
  const [form] = Form.useForm<Values>();
  const submit = useMutation({
    mutationFn: (v: Values) => accountApi.bindPhone({ phone: v.phone.trim(), phoneCode: v.phoneCode }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: sessionKeys.member });
      notice.success(t('bindPhone.done'));
      navigate('/personalCenter/securitySetting');
    },
  });

  return (
    <>
      <Typography.Title level={3} className="bh-card-title">
        {t('bindPhone.heading')}
      </Typography.Title>
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
      <div className="bh-card-foot">
        <Link to="/personalCenter/securitySetting">{t('common.back')}</Link>
      </div>
    </>
  );
}
