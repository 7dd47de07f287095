import { Empty, Image, Space, Typography } from 'antd';
import type { tasks } from '@boothhub/shared';
import { formatDateTime, useI18n } from '../../../i18n';
import { previewSrc } from '../api';
import { FileLinks } from './FileLinks';
import { DeliveredModels, isModelFile } from './DeliveredModels';

const isImage = (f: tasks.TaskFile) => f.mime.startsWith('image/') && previewSrc(f) !== undefined;

/**
 * One delivery version: its note, its images (zoom in antd's Image preview; the server gives watermarked previews
 * until acceptance, the originals after), its 3D files (the viewer on the server's preview) and its other files (a
 * download link only where the server gives one).
 */
export function DeliveryView({ delivery, compact }: { delivery: tasks.Delivery; compact?: boolean }) {
  const { t } = useI18n();
  const images = delivery.files.filter(isImage);
  const models = delivery.files.filter(isModelFile);
  const others = delivery.files.filter((f) => !isImage(f) && !isModelFile(f));
  return (
    <div className="bh-delivery" data-testid={`delivery-v${delivery.version}`}>
      <Typography.Text strong>{t('tasks.delivery.version', { version: delivery.version })}</Typography.Text>{' '}
      <Typography.Text type="secondary">{formatDateTime(delivery.dates)}</Typography.Text>
      <p className="bh-pre">{delivery.note}</p>
      {images.length > 0 ? (
        <Image.PreviewGroup>
          <Space wrap={!compact} orientation={compact ? 'vertical' : 'horizontal'} size={8} className={compact ? 'bh-full' : 'bh-delivery-images'}>
            {images.map((f) => (
              <Image
                key={f.fileId}
                src={previewSrc(f)}
                alt={f.name}
                width={compact ? '100%' : 200}
                height={compact ? undefined : 150}
                className="bh-delivery-img"
                data-testid="delivery-image"
                data-original={f.url ? '1' : '0'}
              />
            ))}
          </Space>
        </Image.PreviewGroup>
      ) : (
        others.length === 0 && models.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
      <DeliveredModels files={models} />
      <FileLinks files={others} testId="delivery-files" />
      {!compact && images.some((f) => !f.url) && (
        <Typography.Paragraph type="secondary" className="bh-gap-top-s">
          {t('tasks.delivery.watermarked')}
        </Typography.Paragraph>
      )}
    </div>
  );
}
