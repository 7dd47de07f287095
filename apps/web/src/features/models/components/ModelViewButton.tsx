import { useState, type ReactNode } from 'react';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { useI18n } from '../../../i18n';
import { Dialog } from '../../../components/lite/Dialog';
import { Icon } from '../../../components/lite/Icon';
import { LazyModelViewer } from '../viewer/LazyModelViewer';

/**
 * "View in 3D" for one 3D file (a task's delivery, a build quote's design): a small button that opens the model
 * centre's viewer (its own lazy chunks) on the preview glb in a plain dialog titled with the file's name; `note` is
 * shown under the viewer.
 */
export function ModelViewButton({
  name,
  preview,
  bbox,
  note,
  testId,
  dialogTestId = `${testId}-dialog`,
}: {
  name: string;
  preview: string;
  bbox: [number, number, number];
  note?: ReactNode;
  testId: string;
  dialogTestId?: string;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="bh-btn bh-btn-small" onClick={() => setOpen(true)} data-testid={testId}>
        <Icon icon={EyeOutlined} />
        {t('models.view3d')}
      </button>
      <Dialog open={open} title={name} onClose={() => setOpen(false)} wide>
        {open && (
          <div data-testid={dialogTestId}>
            <LazyModelViewer url={preview} bbox={bbox} height={Math.min(420, Math.round(window.innerHeight * 0.6))} />
            {note && <p className="bh-secondary bh-gap-top-s">{note}</p>}
          </div>
        )}
      </Dialog>
    </>
  );
}
