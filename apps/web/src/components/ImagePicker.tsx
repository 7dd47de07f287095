import { useRef } from 'react';
import { Button, Image, Progress, Space, Typography } from 'antd';
import { CloseOutlined, PictureOutlined } from '@ant-design/icons';
import { filePurposeRules } from '@boothhub/shared/contracts/fileOptions';
import { useI18n } from '../i18n';
import { useUploads } from '../lib/useUploads';
import './components.css';

/** An uploaded catalogue image: its id (what the calls take) and its public URL (what the page shows). */
export interface PickedImage {
  fileId: string;
  url: string;
}

/** the image purposes a picker uploads as */
type ImagePurpose = 'exhibition' | 'preview' | 'work' | 'factory';
const sizeTextOf = (p: ImagePurpose) => `${Math.round(filePurposeRules[p].maxBytes / 1024 / 1024)} MB`;

interface Props {
  value?: PickedImage[];
  onChange?: (images: PickedImage[]) => void;
  max: number;
  label: string;
  testId: string;
  id?: string;
  /** the files' purpose: public catalogue images (default), model preview images, works, factories' pictures */
  purpose?: ImagePurpose;
}

/**
 * Public images (purpose `exhibition` unless told), each uploaded on its own with a progress bar, then shown as a
 * thumbnail with a remove button. `max` 1 makes a cover picker.
 */
export function ImagePicker({ value = [], onChange, max, label, testId, id, purpose = 'exhibition' }: Props) {
  const sizeText = sizeTextOf(purpose);
  const { t } = useI18n();
  const current = useRef(value);
  current.current = value;
  const { input, accept, pick, open, uploading } = useUploads(purpose, {
    room: () => (max === 1 ? 1 : max - current.current.length),
    landed: (up, file) => {
      const image = { fileId: up.fileId, url: up.url ?? URL.createObjectURL(file) };
      const next = max === 1 ? [image] : [...current.current, image];
      current.current = next;
      onChange?.(next);
    },
  });

  return (
    <div data-testid={testId}>
      <input
        ref={input}
        id={id}
        type="file"
        multiple={max > 1}
        accept={accept}
        style={{ display: 'none' }}
        onChange={(e) => void pick(e.target.files)}
        data-testid={`${testId}-input`}
      />
      <Space wrap className="bh-gap-bottom">
        <Button icon={<PictureOutlined />} onClick={open} disabled={max > 1 && value.length >= max} data-testid={`${testId}-button`}>
          {label}
        </Button>
        <Typography.Text type="secondary">{t('upload.imagesHint', { size: sizeText })}</Typography.Text>
      </Space>
      {uploading.map(([key, pct]) => (
        <Progress key={key} percent={pct} size="small" data-testid={`${testId}-progress`} />
      ))}
      {value.length > 0 && (
        <Image.PreviewGroup>
          <div className="bh-img-pick">
            {value.map((img) => (
              <div key={img.fileId} className="bh-img-pick-item" data-testid={`${testId}-item`}>
                <Image src={img.url} alt="" width={104} height={78} />
                <Button
                  className="bh-img-pick-remove"
                  size="small"
                  shape="circle"
                  icon={<CloseOutlined />}
                  aria-label={t('common.delete')}
                  onClick={() => onChange?.(value.filter((x) => x.fileId !== img.fileId))}
                />
              </div>
            ))}
          </div>
        </Image.PreviewGroup>
      )}
    </div>
  );
}
