import { useState } from 'react';
import CodeSandboxOutlined from '@ant-design/icons-svg/es/asn/CodeSandboxOutlined';
import type { PickedImage } from '../../../components/ImagePicker';
import { Dialog } from '../../../components/lite/Dialog';
import { Icon } from '../../../components/lite/Icon';
import { useI18n } from '../../../i18n';
import { upload } from '../../../lib/request';
import { LazyModelViewer } from '../viewer/LazyModelViewer';

/** Where the form's 3D preview comes from: the picked glb itself (read in the browser) or the stored model's preview. */
export type PosterSource = { file: File } | { url: string } | null;

/**
 * The model's poster (decision 081): the designer previews the 3D view before submitting, turns it, and picks "use
 * this view as the poster"; the snapshot (a JPEG of the view, grid and scale figure left out) is uploaded as an image
 * of purpose `preview` through the one file upload, which checks it by its content, and becomes the model's picture
 * in every list. Only a glb can be previewed here; other formats keep their uploaded images.
 */
export function PosterField({
  source,
  value,
  onChange,
}: {
  source: PosterSource;
  value: PickedImage | null;
  onChange: (poster: PickedImage | null) => void;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const url = source && ('url' in source ? source.url : source.file);
  const take = async (snapshot: Blob) => {
    const up = await upload(new File([snapshot], 'poster.jpg', { type: 'image/jpeg' }), 'preview');
    onChange({ fileId: up.fileId, url: up.url ?? '' });
    setOpen(false);
  };
  return (
    <div data-testid="model-poster">
      <div className="bh-row-actions">
        {value && <img src={value.url} alt={t('models.poster.alt')} className="bh-model-poster-pic" data-testid="model-poster-pic" />}
        <button type="button" className="bh-btn" disabled={!url} onClick={() => setOpen(true)} data-testid="model-preview">
          <Icon icon={CodeSandboxOutlined} />
          {t('models.poster.preview')}
        </button>
        {value && (
          <button type="button" className="bh-btn bh-btn-text" onClick={() => onChange(null)} data-testid="model-poster-remove">
            {t('models.poster.remove')}
          </button>
        )}
      </div>
      <div className="bh-secondary">{t(url ? 'models.poster.hint' : 'models.poster.noPreview')}</div>
      <Dialog open={open && Boolean(url)} title={t('models.poster.title')} onClose={() => setOpen(false)} wide testId="model-preview-dialog">
        {open && url && (
          <LazyModelViewer url={url} height={Math.min(420, Math.round(window.innerHeight * 0.6))} poster={{ label: t('models.poster.use'), take }} />
        )}
      </Dialog>
    </div>
  );
}
