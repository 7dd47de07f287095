import { useState } from 'react';
import CodeSandboxOutlined from '@ant-design/icons-svg/es/asn/CodeSandboxOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import type { tasks } from '@boothhub/shared';
import { useI18n } from '../../../i18n';
import { Dialog } from '../../../components/lite/Dialog';
import { Icon } from '../../../components/lite/Icon';
import { LazyModelViewer } from '../../models';
import { FileName, formatSize } from './FileLinks';

type ModelFile = tasks.TaskFile & { model: NonNullable<tasks.TaskFile['model']> };
export const isModelFile = (f: tasks.TaskFile): f is ModelFile => Boolean(f.model);

/**
 * A delivery's glb/gltf files (decision 034): name, size, triangles, a download where the server gives the original,
 * and "View in 3D", which opens the model centre's viewer (its own lazy chunks) on the preview the server made, in a
 * plain dialog.
 */
export function DeliveredModels({ files }: { files: ModelFile[] }) {
  const { t } = useI18n();
  const [open, setOpen] = useState<ModelFile | null>(null);
  if (files.length === 0) return null;
  return (
    <>
      <ul className="bh-file-links" data-testid="delivery-models">
        {files.map((f) => (
          <li key={f.fileId} className="bh-break" data-testid="delivery-model">
            <FileName icon={<Icon icon={CodeSandboxOutlined} />} file={f} />
            <span className="bh-secondary">
              ({formatSize(f.size)} · {t('tasks.delivery.polygons', { n: f.model.polygons.toLocaleString() })})
            </span>{' '}
            <button type="button" className="bh-btn bh-btn-small" onClick={() => setOpen(f)} data-testid="delivery-view3d">
              <Icon icon={EyeOutlined} />
              {t('tasks.delivery.view3d')}
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} title={open?.name ?? ''} onClose={() => setOpen(null)} wide>
        {open && (
          <div data-testid="delivery-model-dialog">
            <LazyModelViewer url={open.model.preview} bbox={open.model.bbox} height={Math.min(420, Math.round(window.innerHeight * 0.6))} />
            {!open.url && <p className="bh-secondary bh-gap-top-s">{t('tasks.delivery.modelPreview')}</p>}
          </div>
        )}
      </Dialog>
    </>
  );
}
