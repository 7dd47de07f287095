import { useState } from 'react';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useI18n } from '../../../i18n';
import { useNotice } from '../../../app/notice';
import { accountApi } from '../api';
import { sessionKeys, useMember } from '../session';
import { CodeButton } from '../components/CodeButton';
import { codeRules, phoneRules } from '../components/rules';

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
  const [busy, setBusy] = useState(false);

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      await accountApi.bindPhone({ phone: v.phone.trim(), phoneCode: v.phoneCode });
      await qc.invalidateQueries({ queryKey: sessionKeys.member });
      notice.success(t('bindPhone.done'));
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
        {t('bindPhone.heading')}
      </Typography.Title>
      {member.data && (
        <Typography.Paragraph type="secondary" data-testid="bind-current">
          {t('bindPhone.current', { mobile: member.data.mobile })}
        </Typography.Paragraph>
      )}
      <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="phone" label={t('field.phone')} rules={phoneRules(t)}>
          <Input inputMode="tel" autoComplete="tel" size="large" data-testid="bind-phone" />
        </Form.Item>
        <Form.Item label={t('field.phoneCode')} required>
          <Space.Compact block>
            <Form.Item name="phoneCode" noStyle rules={codeRules(t)} messageVariables={{ label: t('field.phoneCode') }}>
              <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" size="large" data-testid="bind-code" />
            </Form.Item>
            <CodeButton form={form} purpose="bind" testId="bind-get-code" />
          </Space.Compact>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="bind-submit">
          {t('bindPhone.submit')}
        </Button>
      </Form>
      <div className="bh-card-foot">
        <Link to="/personalCenter/securitySetting">{t('common.back')}</Link>
      </div>
    </>
  );
}
