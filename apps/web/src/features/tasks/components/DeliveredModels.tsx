import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { CodeSandboxOutlined, EyeOutlined } from '@ant-design/icons';
import type { tasks } from '@boothhub/shared';
import { useI18n } from '../../../i18n';
import { LazyModelViewer } from '../../models';
import { FileName, formatSize } from './FilePicker';

type ModelFile = tasks.TaskFile & { model: NonNullable<tasks.TaskFile['model']> };
export const isModelFile = (f: tasks.TaskFile): f is ModelFile => Boolean(f.model);

/**
 * A delivery's glb/gltf files (decision 034): name, size, triangles, a download where the server gives the original,
 * and "View in 3D", which opens the model centre's viewer (its own lazy chunks) on the preview the server made.
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
            <FileName icon={<CodeSandboxOutlined />} file={f} />
            <Typography.Text type="secondary">
              ({formatSize(f.size)} · {t('tasks.delivery.polygons', { n: f.model.polygons.toLocaleString() })})
            </Typography.Text>{' '}
            <Button size="small" icon={<EyeOutlined />} onClick={() => setOpen(f)} data-testid="delivery-view3d">
              {t('tasks.delivery.view3d')}
            </Button>
          </li>
        ))}
      </ul>
      <Modal open={open !== null} title={open?.name} footer={null} width={960} destroyOnHidden onCancel={() => setOpen(null)}>
        {open && (
          <div data-testid="delivery-model-dialog">
            <LazyModelViewer url={open.model.preview} bbox={open.model.bbox} height={Math.min(420, Math.round(window.innerHeight * 0.6))} />
            {!open.url && (
              <Typography.Paragraph type="secondary" className="bh-gap-top-s">
                {t('tasks.delivery.modelPreview')}
              </Typography.Paragraph>
            )}
          </div>
        )}
      </Modal>
    </>
  );
}
