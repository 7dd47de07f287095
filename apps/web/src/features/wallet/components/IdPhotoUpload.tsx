import { useEffect, useRef, useState } from 'react';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import UploadOutlined from '@ant-design/icons-svg/es/asn/UploadOutlined';
import { useMutation } from '@tanstack/react-query';
import { filePurposeRules } from '@boothhub/shared/contracts/fileOptions';
import { useI18n } from '../../../i18n';
import { showError, upload } from '../../../lib/request';
import { BusyMark } from '../../../components/lite/BusyMark';
import { Icon } from '../../../components/lite/Icon';

const MAX_BYTES = filePurposeRules.idcard.maxBytes;
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

interface Props {
  /** the uploaded file's id */
  value?: string;
  onChange?: (fileId: string | undefined) => void;
  label: string;
  /** the error under it (no photo yet, once the form was sent) */
  error?: string;
  testId: string;
}

/**
 * One side of the ID card: pick an image, upload it as a private file (purpose `idcard`) with progress, and keep
 * its file id as the form value. The preview is the local image (the uploaded file has no public address). Plain markup.
 */
export function IdPhotoUpload({ value, onChange, label, error, testId }: Props) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const send = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return upload(file, 'idcard', setProgress);
    },
    onSuccess: (uploaded, file) => {
      setPreview(URL.createObjectURL(file));
      onChange?.(uploaded.fileId);
    },
    onError: () => onChange?.(undefined),
    onSettled: () => {
      setProgress(null);
      if (input.current) input.current.value = '';
    },
  });

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      showError(new Error(t('identity.photoTooBig', { mb: Math.round(MAX_BYTES / 1024 / 1024) })));
      return;
    }
    send.mutate(file);
  };

  return (
    <div className={error ? 'bh-id-photo bh-id-photo-error' : 'bh-id-photo'} data-testid={testId}>
      <strong>
        {label}{' '}
        {value && (
          <span className="bh-id-photo-done" role="img" aria-label={t('identity.photoDone')} data-testid={`${testId}-done`}>
            <Icon icon={CheckCircleFilled} />
          </span>
        )}
      </strong>
      {preview && <img src={preview} alt={label} />}
      <input ref={input} type="file" accept={ACCEPT} hidden data-testid={`${testId}-input`} onChange={(e) => pick(e.target.files?.[0])} />
      <button
        type="button"
        className="bh-btn"
        onClick={() => progress === null && input.current?.click()}
        aria-busy={progress !== null || undefined}
        aria-label={`${label}: ${value ? t('identity.photoReplace') : t('identity.photoPick')}`}
      >
        {progress !== null ? <BusyMark /> : <Icon icon={UploadOutlined} />}
        {value ? t('identity.photoReplace') : t('identity.photoPick')}
      </button>
      {progress !== null ? (
        <progress max={100} value={progress} aria-label={label} data-testid={`${testId}-progress`} />
      ) : (
        <span className="bh-secondary">{t('identity.photoHint')}</span>
      )}
      {error && (
        <div className="bh-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
