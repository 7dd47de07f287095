import CodeSandboxOutlined from '@ant-design/icons-svg/es/asn/CodeSandboxOutlined';
import type { tasks } from '@boothhub/shared';
import { useI18n } from '../../../i18n';
import { Icon } from '../../../components/lite/Icon';
import { ModelViewButton } from '../../models';
import { FileName, formatSize } from './FileLinks';

type ModelFile = tasks.TaskFile & { model: NonNullable<tasks.TaskFile['model']> };
export const isModelFile = (f: tasks.TaskFile): f is ModelFile => Boolean(f.model);

/**
 * A delivery's glb/gltf files (decision 034): name, size, triangles, a download where the server gives the original,
 * and "View in 3D" (the model centre's viewer on the preview the server made).
 */
export function DeliveredModels({ files }: { files: ModelFile[] }) {
  const { t } = useI18n();
  if (files.length === 0) return null;
  return (
    <ul className="bh-file-links" data-testid="delivery-models">
      {files.map((f) => (
        <li key={f.fileId} className="bh-break" data-testid="delivery-model">
          <FileName icon={<Icon icon={CodeSandboxOutlined} />} file={f} />
          <span className="bh-secondary">
            ({formatSize(f.size)} · {t('tasks.delivery.polygons', { n: f.model.polygons.toLocaleString() })})
          </span>{' '}
          <ModelViewButton
            name={f.name}
            preview={f.model.preview}
            bbox={f.model.bbox}
            note={f.url ? undefined : t('tasks.delivery.modelPreview')}
            testId="delivery-view3d"
            dialogTestId="delivery-model-dialog"
          />
        </li>
      ))}
    </ul>
  );
}
