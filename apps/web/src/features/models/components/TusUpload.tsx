import { useRef, useState } from 'react';
import CaretRightOutlined from '@ant-design/icons-svg/es/asn/CaretRightOutlined';
import PauseOutlined from '@ant-design/icons-svg/es/asn/PauseOutlined';
import UploadOutlined from '@ant-design/icons-svg/es/asn/UploadOutlined';
import { filePurposeRules } from '@boothhub/shared/contracts/fileOptions';
import type { Upload } from 'tus-js-client';
import { useI18n } from '../../../i18n';
import { Icon } from '../../../components/lite/Icon';
import { formatBytes } from '../../../lib/bytes';

export interface UploadedModel {
  fileId: string;
  name: string;
  size: number;
  /** the file as picked, kept for the 3D preview before submitting (a glb is read in the browser) */
  local?: File;
}

const accept = ['.glb', '.gltf', '.zip', '.obj', '.fbx', '.stl', '.3ds', '.max', '.skp'].join(',');
const MAX = filePurposeRules.model.maxBytes;

/**
 * A model file sent with the tus protocol (docs/rules/models.md "Upload"): in 5 MB chunks with a progress bar, pause
 * and resume; after a dropped connection tus-js-client asks the server how far it got and goes on from there
 * (retries at 1, 3, 5 and 10 s). The finished upload answers the file id. Plain markup: `labelledBy` names the pick
 * button with its field's label, `describedBy` ties the field's error line to it.
 */
export function TusUpload({
  value,
  onChange,
  labelledBy,
  describedBy,
}: {
  value?: UploadedModel | null;
  onChange?: (v: UploadedModel | null) => void;
  labelledBy?: string;
  describedBy?: string;
}) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const upload = useRef<Upload | null>(null);
  const [pct, setPct] = useState<number | null>(null);
  const [paused, setPaused] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async (file: File) => {
    setError(null);
    if (file.size > MAX) {
      setError(t('models.upload.tooLarge'));
      return;
    }
    const tus = await import('tus-js-client');
    setPct(0);
    const up = new tus.Upload(file, {
      endpoint: '/api/tus',
      chunkSize: 5 * 1024 * 1024,
      retryDelays: [1000, 3000, 5000, 10000],
      metadata: { filename: file.name },
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => setPct(Math.floor((sent / total) * 100)),
      onError: (err) => {
        setPct(null);
        let message = err.message;
        const body = (err as { originalResponse?: { getBody(): string } }).originalResponse?.getBody();
        try {
          if (body) message = (JSON.parse(body) as { errorMessage?: string }).errorMessage ?? message;
        } catch {
          /* not JSON */
        }
        setError(message);
      },
      onSuccess: (payload) => {
        setPct(null);
        try {
          const data = (JSON.parse(payload.lastResponse.getBody()) as { data: UploadedModel }).data;
          onChange?.({ fileId: data.fileId, name: data.name, size: data.size, local: file });
        } catch {
          setError(t('models.upload.failed'));
        }
      },
    });
    upload.current = up;
    const previous = await up.findPreviousUploads();
    if (previous[0]) up.resumeFromPreviousUpload(previous[0]);
    up.start();
  };

  const toggle = () => {
    if (!upload.current) return;
    if (paused) upload.current.start();
    else void upload.current.abort();
    setPaused(!paused);
  };

  return (
    <div data-testid="model-file">
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid="model-file-input"
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (input.current) input.current.value = '';
          if (f) void start(f);
        }}
      />
      <div className="bh-row-actions">
        <button
          type="button"
          id="model-file-pick"
          className="bh-btn"
          onClick={() => input.current?.click()}
          disabled={pct !== null && !paused}
          aria-labelledby={labelledBy ? `${labelledBy} model-file-pick` : undefined}
          aria-describedby={describedBy}
        >
          <Icon icon={UploadOutlined} />
          {value ? t('models.upload.replace') : t('models.upload.pick')}
        </button>
        {value && (
          <span className="bh-break" data-testid="model-file-name">
            {value.name} · {formatBytes(value.size)}
          </span>
        )}
      </div>
      {pct !== null && (
        <div className="bh-row-actions bh-model-progress">
          <progress max={100} value={pct} aria-label={t('models.field.file')} data-testid="model-progress" />
          <span className="bh-nowrap">{pct}%</span>
          <button type="button" className="bh-btn bh-btn-small" onClick={toggle} data-testid="model-pause">
            <Icon icon={paused ? CaretRightOutlined : PauseOutlined} />
            {paused ? t('models.upload.resume') : t('models.upload.pause')}
          </button>
        </div>
      )}
      {error && (
        <div className="bh-field-error" role="alert" data-testid="model-file-error">
          {error}
        </div>
      )}
      <div className="bh-secondary">{t('models.upload.hint')}</div>
    </div>
  );
}
