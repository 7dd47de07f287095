import { useState } from 'react';
import { Alert, DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { formatCents } from '@boothhub/shared';
import { useAfterSave } from '../../../components/useAfterSave';
import { useI18n } from '../../../i18n';
import { ContactFields } from '../../../components/ContactFields';
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
  const afterSave = useAfterSave();
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
      await afterSave({ said: t('services.buyDone'), refresh: [serviceKeys.all], go: `/orderDetail?id=${r.taskId}` });
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
        <ContactFields
          names={{ name: 'contName', phone: 'contPhone' }}
          labels={{ name: t('services.brief.contName'), phone: t('services.brief.contPhone') }}
          testIds={{ name: 'buy-cont-name', phone: 'buy-cont-phone' }}
        />
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
