import { useState } from 'react';
import { Button, Card, Form, Input, Space, Tag, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { SafetyOutlined } from '@ant-design/icons';
import { useI18n } from '../../../i18n';
import { useMember } from '../../account/session';
import { walletApi } from '../api';
import { useWalletDone } from './useWalletDone';
import { againstField } from '../../../components/fieldRules';

interface Values {
  paycode: string;
  confirm: string;
  password: string;
}

/**
 * The payment PIN on the security page (Member/setPayment): 6 digits, set or changed with the login password
 * (which also unlocks a PIN locked after 5 wrong tries). The PIN itself never comes back from the server.
 */
export function PaycodeSection() {
  const { t } = useI18n();
  const member = useMember();
  const done = useWalletDone();
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(false);
  const isSet = member.data?.ispaycode === true;

  const submit = useMutation({
    mutationFn: (v: Values) => walletApi.setPayment({ paycode: v.paycode, password: v.password }),
    onSuccess: async () => {
      form.resetFields();
      setOpen(false);
      await done(t('paycode.saved'));
    },
    onError: () => form.resetFields(['password']),
  });

  return (
    <Card
      title={
        <Space>
          <SafetyOutlined />
          {t('paycode.title')}
        </Space>
      }
      className="bh-gap-top"
      data-testid="paycode-section"
    >
      <Space wrap align="center">
        <Tag color={isSet ? 'green' : 'orange'} data-testid="paycode-state">
          {isSet ? t('paycode.isSet') : t('paycode.notSet')}
        </Tag>
        <Typography.Text type="secondary">{t('paycode.desc')}</Typography.Text>
      </Space>
      {!open ? (
        <div className="bh-gap-top">
          <Button onClick={() => setOpen(true)} data-testid="paycode-open">
            {isSet ? t('paycode.change') : t('paycode.set')}
          </Button>
        </div>
      ) : (
        <Form<Values> form={form} layout="vertical" requiredMark={false} className="bh-form bh-gap-top" onFinish={submit.mutate} autoComplete="off">
          <Form.Item name="paycode" label={t('paycode.new')} rules={[{ required: true }, { pattern: /^\d{6}$/, message: t('paycode.sixDigits') }]}>
            <Input.Password maxLength={6} inputMode="numeric" autoComplete="new-password" className="bh-pin-input" data-testid="paycode-new" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('paycode.confirm')}
            dependencies={['paycode']}
            rules={[{ required: true }, againstField<string, string>('paycode', (v, paycode) => v === paycode, t('paycode.mismatch'))]}
          >
            <Input.Password maxLength={6} inputMode="numeric" autoComplete="new-password" className="bh-pin-input" data-testid="paycode-confirm" />
          </Form.Item>
          <Form.Item name="password" label={t('paycode.password')} extra={t('paycode.passwordHint')} rules={[{ required: true }, { max: 64 }]}>
            <Input.Password maxLength={64} autoComplete="current-password" data-testid="paycode-password" />
          </Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="paycode-save">
              {t('common.save')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setOpen(false);
              }}
            >
              {t('common.cancel')}
            </Button>
          </Space>
        </Form>
      )}
    </Card>
  );
}
