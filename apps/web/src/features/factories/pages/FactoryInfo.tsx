import '../factories.css';
import { Card, Descriptions, Empty, Image, Result, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n';
import { PageSpin } from '../../../app/PageSpin';
import { factoriesApi, factoryKeys } from '../api';
import { CapabilityTags } from '../components/bits';

/** /factoryInfo?cardno= : a factory's public page — profile, certificates and photos of built booths with a viewer. */
export default function FactoryInfo() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const cardno = params.get('cardno') ?? '';
  const info = useQuery({
    queryKey: factoryKeys.detail(cardno),
    queryFn: () => factoriesApi.info(cardno),
    enabled: /^\d{8}$/.test(cardno),
    retry: false,
  });
  if (!/^\d{8}$/.test(cardno) || info.isError)
    return (
      <Result status="404" title={t('factories.missing')} extra={<Link to="/factory">{t('factories.backToList')}</Link>} data-testid="fa-missing" />
    );
  if (!info.data) return <PageSpin />;
  const f = info.data;
  return (
    <div className="bh-container" data-testid="fa-info-page">
      <Typography.Title level={2} data-testid="fa-info-name">
        {f.companyName}
      </Typography.Title>
      {f.companyNameEn && <Typography.Paragraph type="secondary">{f.companyNameEn}</Typography.Paragraph>}
      <Space orientation="vertical" size={16} className="bh-full">
        <Card size="small">
          <Descriptions
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'city', label: t('factories.field.city'), children: f.city },
              { key: 'caps', label: t('factories.field.capabilities'), children: <CapabilityTags value={f.capabilities} /> },
              { key: 'area', label: t('factories.field.workshopArea'), children: t('factories.sqm', { n: f.workshopArea }) },
              { key: 'capacity', label: t('factories.field.annualCapacity'), children: t('factories.perYear', { n: f.annualCapacity }) },
            ]}
          />
          {f.descr && <p className="bh-pre">{f.descr}</p>}
        </Card>
        <PhotoCard title={t('factories.field.photos')} testId="fa-photos" images={f.photos} width={220} height={140} />
        <PhotoCard title={t('factories.field.certificates')} testId="fa-certs" images={f.certificates} width={120} height={160} />
      </Space>
    </div>
  );
}

/** One card of a factory's images (photos, certificates) with a viewer, or "empty". */
function PhotoCard({
  title,
  testId,
  images,
  width,
  height,
}: {
  title: string;
  testId: string;
  images: { fileId: string; url: string }[];
  width: number;
  height: number;
}) {
  return (
    <Card size="small" title={title} data-testid={testId}>
      {images.length ? (
        <Image.PreviewGroup>
          <Space wrap>
            {images.map((p) => (
              <Image key={p.fileId} src={p.url} width={width} height={height} style={{ objectFit: 'cover' }} alt="" />
            ))}
          </Space>
        </Image.PreviewGroup>
      ) : (
        <Empty />
      )}
    </Card>
  );
}
