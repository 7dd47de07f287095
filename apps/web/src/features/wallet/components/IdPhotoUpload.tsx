import { useEffect, useRef, useState } from 'react';
import { Button, Progress, Typography } from 'antd';
import { CheckCircleTwoTone, UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { files } from '@boothhub/shared';
import { useI18n } from '../../../i18n';
import { showError, upload } from '../../../lib/request';

const MAX_BYTES = files.filePurposeRules.idcard.maxBytes;
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

interface Props {
  /** the uploaded file's id (a Form.Item value) */
  value?: string;
  onChange?: (fileId: string | undefined) => void;
  label: string;
  testId: string;
}

/**
 * One side of the ID card: pick an image, upload it as a private file (purpose `idcard`) with progress, and keep
 * its file id as the form value. The preview is the local image (the uploaded file has no public address).
 */
export function IdPhotoUpload({ value, onChange, label, testId }: Props) {
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
    <div className="bh-id-photo" data-testid={testId}>
      <Typography.Text strong>
        {label} {value && <CheckCircleTwoTone twoToneColor="#52c41a" data-testid={`${testId}-done`} />}
      </Typography.Text>
      {preview && <img src={preview} alt={label} />}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        style={{ display: 'none' }}
        data-testid={`${testId}-input`}
        onChange={(e) => pick(e.target.files?.[0])}
      />
      <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} loading={progress !== null}>
        {value ? t('identity.photoReplace') : t('identity.photoPick')}
      </Button>
      {progress !== null ? (
        <Progress percent={progress} size="small" className="bh-full" data-testid={`${testId}-progress`} />
      ) : (
        <Typography.Text type="secondary">{t('identity.photoHint')}</Typography.Text>
      )}
    </div>
  );
}
