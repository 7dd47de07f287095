import type { tasks } from '@boothhub/shared';
import { formatDateTime, useI18n } from '../../../i18n';
import { Pictures } from '../../../components/lite/Pictures';
import { previewSrc } from '../api';
import { FileLinks } from './FileLinks';
import { DeliveredModels, isModelFile } from './DeliveredModels';

const isImage = (f: tasks.TaskFile) => f.mime.startsWith('image/') && previewSrc(f) !== undefined;

/**
 * One delivery version: its note, its images (lite Pictures: a click opens the picture viewer; the server gives
 * watermarked previews until acceptance, the originals after), its 3D files (the viewer on the server's preview) and
 * its other files (a download link only where the server gives one). Plain markup.
 */
export function DeliveryView({ delivery, compact }: { delivery: tasks.Delivery; compact?: boolean }) {
  const { t } = useI18n();
  const images = delivery.files.filter(isImage);
  const models = delivery.files.filter(isModelFile);
  const others = delivery.files.filter((f) => !isImage(f) && !isModelFile(f));
  const name = t('tasks.delivery.version', { version: delivery.version });
  return (
    <div className="bh-delivery" data-testid={`delivery-v${delivery.version}`}>
      <strong>{name}</strong> <span className="bh-secondary">{formatDateTime(delivery.dates)}</span>
      <p className="bh-pre">{delivery.note}</p>
      {images.length > 0 ? (
        <Pictures
          pictures={images.map((f) => previewSrc(f)!)}
          name={name}
          testId="delivery"
          alts={images.map((f) => f.name)}
          className={compact ? 'bh-delivery-images bh-delivery-images-compact' : 'bh-delivery-images'}
          item={(i) => ({
            button: { 'data-testid': 'delivery-image', 'data-original': images[i]?.url ? '1' : '0' },
            img: { className: 'bh-delivery-img' },
          })}
        />
      ) : (
        others.length === 0 && models.length === 0 && <p className="bh-empty">{t('empty.noData')}</p>
      )}
      <DeliveredModels files={models} />
      <FileLinks files={others} testId="delivery-files" />
      {!compact && images.some((f) => !f.url) && <p className="bh-secondary bh-gap-top-s">{t('tasks.delivery.watermarked')}</p>}
    </div>
  );
}
