import { useState } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useI18n } from '../../../i18n';
import { useNotice } from '../../../app/notice';
import { accountApi } from '../api';
import { confirmRules, passwordRules } from '../components/rules';

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
  const [busy, setBusy] = useState(false);

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      await accountApi.changepwd({ oldPassword: v.oldPassword, password: v.password });
      notice.success(t('changepwd.done'));
      navigate('/personalCenter/securitySetting');
    } catch {
      // shown by the request helper
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Typography.Title level={3} className="bh-card-title">
        {t('changepwd.heading')}
      </Typography.Title>
      <Form<Values> layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="oldPassword" label={t('field.oldPassword')} rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" size="large" data-testid="changepwd-old" />
        </Form.Item>
        <Form.Item name="password" label={t('field.newPassword')} rules={passwordRules(t)} extra={t('validate.passwordRule')}>
          <Input.Password autoComplete="new-password" size="large" data-testid="changepwd-new" />
        </Form.Item>
        <Form.Item name="confirm" label={t('field.confirmPassword')} dependencies={['password']} rules={confirmRules(t)}>
          <Input.Password autoComplete="new-password" size="large" data-testid="changepwd-confirm" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="changepwd-submit">
          {t('changepwd.submit')}
        </Button>
      </Form>
      <div className="bh-card-foot">
        <Link to="/personalCenter/securitySetting">{t('common.back')}</Link>
      </div>
    </>
  );
}
