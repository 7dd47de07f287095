import { useRef, useState } from 'react';
import { Button, Image, Progress, Space, Typography } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { filePurposeRules } from '@boothhub/shared/contracts/files';
import { useI18n } from '../../../i18n';
import { upload } from '../../../lib/request';

/** An uploaded catalogue image: its id (what the call sends) and a link to show it. */
export interface PickedImage {
  fileId: string;
  url: string;
}

const accept = filePurposeRules.exhibition.formats.map((f) => (f === 'jpg' ? '.jpg,.jpeg' : `.${f}`)).join(',');

/**
 * Catalogue images (purpose `exhibition`, public files) uploaded one by one with a progress bar each, shown as
 * thumbnails with a remove button. `max` 1 makes it a cover picker. A form field: `value` / `onChange`.
 */
export function ImagePicker({
  value = [],
  onChange,
  max,
  testId,
  label,
}: {
  value?: PickedImage[];
  onChange?: (v: PickedImage[]) => void;
  max: number;
  testId: string;
  label: string;
}) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const current = useRef(value);
  current.current = value;
  const [progress, setProgress] = useState<Record<string, number>>({});

  const pick = async (list: FileList | null) => {
    if (!list) return;
    const room = max === 1 ? 1 : Math.max(0, max - current.current.length);
    const files = Array.from(list).slice(0, room);
    if (input.current) input.current.value = '';
    await Promise.all(
      files.map(async (file, i) => {
        const key = `${Date.now()}-${i}`;
        setProgress((p) => ({ ...p, [key]: 0 }));
        try {
          const up = await upload(file, 'exhibition', (pct) => setProgress((p) => ({ ...p, [key]: pct })));
          const item = { fileId: up.fileId, url: up.url ?? URL.createObjectURL(file) };
          const next = max === 1 ? [item] : [...current.current, item];
          current.current = next;
          onChange?.(next);
        } catch {
          // shown by the request helper
        } finally {
          setProgress((p) => {
            const rest = { ...p };
            delete rest[key];
            return rest;
          });
        }
      }),
    );
  };

  return (
    <div data-testid={testId}>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={max > 1}
        style={{ display: 'none' }}
        onChange={(e) => void pick(e.target.files)}
        data-testid={`${testId}-input`}
      />
      <Space wrap align="center">
        <Button
          icon={<UploadOutlined />}
          onClick={() => input.current?.click()}
          disabled={max > 1 && value.length >= max}
          data-testid={`${testId}-button`}
        >
          {label}
        </Button>
        <Typography.Text type="secondary">{t('exhibitions.pub.imagesHint')}</Typography.Text>
      </Space>
      {Object.entries(progress).map(([key, pct]) => (
        <Progress key={key} percent={pct} size="small" data-testid={`${testId}-progress`} />
      ))}
      {value.length > 0 && (
        <div className="bh-ex-thumbs">
          {value.map((img) => (
            <div key={img.fileId} style={{ position: 'relative' }} data-testid={`${testId}-item`}>
              <Image src={img.url} alt="" width={96} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('common.delete')}
                onClick={() => onChange?.(value.filter((x) => x.fileId !== img.fileId))}
                style={{ position: 'absolute', top: 0, right: 0, background: 'rgba(255,255,255,.85)' }}
              />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
