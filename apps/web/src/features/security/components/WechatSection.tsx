import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Modal, Radio, Space, Typography } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { useNotice } from '../../../app/notice';
import { useMember } from '../../account/session';
import { PhoneCodeField } from '../../account';
import { securityApi, securityKeys, useSecurityRefresh, wechatApi } from '../api';
import { WechatQr } from './WechatQr';

interface Values {
  proof: 'password' | 'code';
  password?: string;
  phone?: string;
  phoneCode?: string;
}

/**
 * WeChat on the security page: bind (the same QR login, for this member) or unbind with the password or an SMS
 * code. A member whose only way in is WeChat (no password yet) is told to set a password first.
 */
export function WechatSection() {
  const { t } = useI18n();
  const notice = useNotice();
  const member = useMember();
  const refresh = useSecurityRefresh();
  const overview = useQuery({ queryKey: securityKeys.overview, queryFn: securityApi.overview });
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const proof = Form.useWatch('proof', form) ?? 'password';
  const o = overview.data;
  if (!o || (!o.wechatEnabled && !o.bindwx)) return null;

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      await wechatApi.unbind(v.proof === 'password' ? { password: v.password } : { phoneCode: v.phoneCode });
      notice.success(t('wechat.unbound'));
      setOpen(false);
      form.resetFields();
      await refresh();
    } catch {
      // shown by the request helper
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      title={
        <Space>
          <WechatOutlined />
          {t('wechat.section')}
        </Space>
      }
      data-testid="security-wechat"
    >
      {o.bindwx ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text data-testid="security-wechat-bound">{t('wechat.boundAs', { nickname: o.wechatNickname ?? '' })}</Typography.Text>
          {o.passwordSet ? (
            <Button danger onClick={() => setOpen(true)} data-testid="security-wechat-unbind">
              {t('wechat.unbind')}
            </Button>
          ) : (
            <Alert
              type="info"
              showIcon
              message={t('wechat.setPasswordFirst')}
              action={<Link to="/login/forgetpwd">{t('wechat.setPassword')}</Link>}
            />
          )}
        </Space>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('wechat.notBound')}</Typography.Text>
          <WechatQr bind label={t('wechat.bind')} />
        </Space>
      )}
      <Modal open={open} title={t('wechat.unbind')} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={{ proof: 'password', phone: member.data?.mobile }}>
          <Form.Item name="proof">
            <Radio.Group>
              <Radio value="password">{t('field.password')}</Radio>
              <Radio value="code">{t('field.phoneCode')}</Radio>
            </Radio.Group>
          </Form.Item>
          {proof === 'password' ? (
            <Form.Item name="password" label={t('field.password')} rules={[{ required: true }]}>
              <Input.Password autoComplete="current-password" data-testid="security-wechat-password" />
            </Form.Item>
          ) : (
            <PhoneCodeField form={form} purpose="wechat" testIds={{ code: 'security-wechat-code', send: 'security-wechat-get-code' }} />
          )}
          <Button type="primary" danger htmlType="submit" block loading={busy} data-testid="security-wechat-unbind-submit">
            {t('wechat.unbind')}
          </Button>
        </Form>
      </Modal>
    </Card>
  );
}
