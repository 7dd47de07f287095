import { useState } from 'react';
import { Alert, DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { formatCents } from '@boothhub/shared';
import { useNavigate } from 'react-router';
import { useNotice } from '../../../app/notice';
import { useI18n } from '../../../i18n';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { isApiError } from '../../../lib/request';
import { serviceKeys, servicesApi, type ServiceDetail } from '../api';

interface Values {
  paycode: string;
  addr: string;
  exhibition: [Dayjs, Dayjs];
  tips?: string;
  contName: string;
  contPhone: string;
}

const DAY = 'YYYY-MM-DD';

/**
 * Buying a package (Service/serviceBuy): the brief (where and when the exhibition is, requirements, a contact) and the
 * payment PIN. One Idempotency-Key per attempt; the price shown is sent, and a changed price reloads the package.
 * On success the new task opens (/orderDetail).
 */
export function BuyDialog({ service, open, onClose }: { service: ServiceDetail; open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const key = useIdempotencyKey();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const notice = useNotice();
  const price = formatCents(service.price);

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      const r = await servicesApi.buy(
        {
          id: service.id,
          paycode: v.paycode,
          price: service.price,
          addr: v.addr.trim(),
          sdate: v.exhibition[0].format(DAY),
          edate: v.exhibition[1].format(DAY),
          tips: v.tips?.trim() ?? '',
          conts: { name: v.contName.trim(), phone: v.contPhone.trim() },
        },
        key.current(),
      );
      key.settle();
      notice.success(t('services.buyDone'));
      await qc.invalidateQueries({ queryKey: serviceKeys.all });
      navigate(`/orderDetail?id=${r.taskId}`);
    } catch (e) {
      key.settle(e);
      if (isApiError(e) && (e.errorCode === 'SERVICE_PRICE_CHANGED' || e.errorCode === 'SERVICE_PAUSED')) {
        onClose();
        await qc.invalidateQueries({ queryKey: serviceKeys.detail(service.id) });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('services.buyTitle', { title: service.title })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('services.buyOk', { coins: price })}
      confirmLoading={busy}
      okButtonProps={{ id: 'service-buy-ok' }}
      destroyOnHidden
    >
      <Alert type="info" showIcon message={t('services.buyIntro')} className="bh-gap-bottom" />
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="addr" label={t('services.brief.addr')} rules={[{ required: true, min: 2, max: 120, whitespace: true }]}>
          <Input maxLength={120} data-testid="buy-addr" />
        </Form.Item>
        <Form.Item name="exhibition" label={`${t('services.brief.sdate')} ~ ${t('services.brief.edate')}`} rules={[{ required: true }]}>
          <DatePicker.RangePicker className="bh-full" disabledDate={(d) => d.isBefore(dayjs().startOf('day'))} data-testid="buy-exhibition" />
        </Form.Item>
        <Form.Item name="tips" label={t('services.brief.tips')}>
          <Input.TextArea rows={3} maxLength={5000} data-testid="buy-tips" />
        </Form.Item>
        <Form.Item name="contName" label={t('services.brief.contName')} rules={[{ required: true, max: 40, whitespace: true }]}>
          <Input maxLength={40} data-testid="buy-cont-name" />
        </Form.Item>
        <Form.Item
          name="contPhone"
          label={t('services.brief.contPhone')}
          rules={[{ required: true, pattern: /^(?:(?:\+86)?1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(?:-\d{1,6})?)$/ }]}
        >
          <Input maxLength={20} inputMode="tel" data-testid="buy-cont-phone" />
        </Form.Item>
        <Form.Item name="paycode" label={t('services.pin')} rules={[{ required: true, pattern: /^\d{6}$/, message: t('services.pinRule') }]}>
          <Input.Password maxLength={6} inputMode="numeric" autoComplete="off" data-testid="buy-pin" />
        </Form.Item>
        <Typography.Text type="danger" strong>
          {t('services.card.price', { coins: price })}
        </Typography.Text>
      </Form>
    </Modal>
  );
}
