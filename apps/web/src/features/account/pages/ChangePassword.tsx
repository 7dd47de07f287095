import { Form, Input, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useI18n } from '../../../i18n';
import { useNotice } from '../../../app/notice';
import { accountApi } from '../api';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { SubmitButton } from '../components/SubmitButton';

interface Values {
  oldPassword: string;
  password: string;
  confirm: string;
}

/** /login/changepwd (logged in): the old password and a new one; the server ends every other session. */
export default function ChangePassword() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const notice = useNotice();
  const submit = useMutation({
    mutationFn: (v: Values) => accountApi.changepwd({ oldPassword: v.oldPassword, password: v.password }),
    onSuccess: () => {
      notice.success(t('changepwd.done'));
      navigate('/personalCenter/securitySetting');
    },
  });

  return (
    <>
      <Typography.Title level={3} className="bh-card-title">
        {t('changepwd.heading')}
      </Typography.Title>
      <Form<Values> layout="vertical" onFinish={submit.mutate} requiredMark={false}>
        <Form.Item name="oldPassword" label={t('field.oldPassword')} rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" size="large" data-testid="changepwd-old" />
        </Form.Item>
        <NewPasswordFields testIds={{ password: 'changepwd-new', confirm: 'changepwd-confirm' }} />
        <SubmitButton busy={submit.isPending} testId="changepwd-submit">
          {t('changepwd.submit')}
        </SubmitButton>
      </Form>
      <div className="bh-card-foot">
        <Link to="/personalCenter/securitySetting">{t('common.back')}</Link>
      </div>
    </>
  );
}
