import { Alert, Button, Card, Form, Input, InputNumber, Skeleton } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { useNotice } from '../../../app/notice';
import { useFilledForm } from '../../../components/useFilledForm';
import { ImagePicker, type PickedImage } from '../../../components/ImagePicker';
import { CityCascader } from '../../categories';
import { factoriesApi, factoryKeys, type Capability } from '../api';
import { CapabilityChecks } from '../components/bits';
import { FACTORY_CERTS_MAX, FACTORY_PHOTOS_MAX } from '@boothhub/shared/contracts/factories';

interface Values {
  companyName: string;
  companyNameEn: string;
  city: string;
  capabilities: Capability[];
  workshopArea: number;
  annualCapacity: number;
  descr: string;
  certificates: PickedImage[];
  photos: PickedImage[];
}

/** /personalCenter/factoryProfile: a factory's company profile (Factory/profile, Factory/profileSave). */
export default function FactoryProfile() {
  const { t } = useI18n();
  const notice = useNotice();
  const qc = useQueryClient();
  const mine = useQuery({ queryKey: factoryKeys.mine, queryFn: factoriesApi.mine });
  const form = useFilledForm<Values, NonNullable<typeof mine.data>>(mine.data, (f) => ({ ...f, companyNameEn: f.companyNameEn ?? '' }));
  const save = useMutation({
    mutationFn: (v: Values) =>
      factoriesApi.save({
        ...v,
        companyNameEn: v.companyNameEn || null,
        descr: v.descr ?? '',
        certificates: (v.certificates ?? []).map((i) => i.fileId),
        photos: (v.photos ?? []).map((i) => i.fileId),
      }),
    onSuccess: async (data) => {
      qc.setQueryData(factoryKeys.mine, data);
      await qc.invalidateQueries({ queryKey: factoryKeys.all });
      notice.success(t('factories.profile.saved'));
    },
  });
  if (mine.isError) return <Alert type="error" showIcon message={t('request.fallback')} />;
  if (!mine.data) return <Skeleton active />;
  return (
    <Card
      title={t('factories.title.profile')}
      extra={mine.data.exists && <Link to={`/factoryInfo?cardno=${mine.data.cardno}`}>{t('factories.profile.view')}</Link>}
      data-testid="fa-profile-page"
    >
      {!mine.data.canSave && <Alert type="warning" showIcon className="bh-gap-bottom" title={t('factories.profile.factoriesOnly')} />}
      <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)} disabled={!mine.data.canSave}>
        <Form.Item name="companyName" label={t('factories.field.companyName')} rules={[{ required: true, min: 2, max: 80 }]}>
          <Input maxLength={80} data-testid="fa-company" />
        </Form.Item>
        <Form.Item name="companyNameEn" label={t('factories.field.companyNameEn')}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="city" label={t('factories.field.city')} rules={[{ required: true }]}>
          <CityCascader testId="fa-profile-city" />
        </Form.Item>
        <Form.Item name="capabilities" label={t('factories.field.capabilities')} rules={[{ required: true, type: 'array', min: 1 }]}>
          <CapabilityChecks testId="fa-profile-caps" />
        </Form.Item>
        <Form.Item name="workshopArea" label={t('factories.field.workshopArea')} rules={[{ required: true }]}>
          <InputNumber min={0} max={10_000_000} precision={0} addonAfter="m²" data-testid="fa-area" />
        </Form.Item>
        <Form.Item name="annualCapacity" label={t('factories.field.annualCapacity')} rules={[{ required: true }]}>
          <InputNumber min={0} max={1_000_000} precision={0} data-testid="fa-capacity" />
        </Form.Item>
        <Form.Item name="descr" label={t('factories.field.descr')}>
          <Input.TextArea rows={4} maxLength={2000} />
        </Form.Item>
        <Form.Item name="certificates" label={t('factories.field.certificates')}>
          <ImagePicker purpose="factory" max={FACTORY_CERTS_MAX} label={t('factories.field.certificates')} testId="fa-certs-picker" />
        </Form.Item>
        <Form.Item name="photos" label={t('factories.field.photos')}>
          <ImagePicker purpose="factory" max={FACTORY_PHOTOS_MAX} label={t('factories.field.photos')} testId="fa-photos-picker" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="fa-profile-save">
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
