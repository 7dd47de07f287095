import { useRef, useState } from 'react';
import { Button, Progress, Space, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, CloseOutlined, PictureOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useI18n } from '../../../i18n';
import { useUploads } from '../../../lib/useUploads';

export interface WorkImage {
  fileId: string;
  url: string;
}

interface Props {
  value: WorkImage[];
  onChange: (images: WorkImage[]) => void;
  cover: string | undefined;
  onCover: (fileId: string) => void;
  max: number;
}

const move = <T,>(list: T[], from: number, to: number): T[] => {
  const next = [...list];
  const [x] = next.splice(from, 1);
  next.splice(to, 0, x!);
  return next;
};

/**
 * A work's images (purpose `work`): each uploaded on its own with a progress bar; dragged to reorder (or moved
 * with the arrow buttons); the starred one is the cover.
 */
export function WorkImages({ value, onChange, cover, onCover, max }: Props) {
  const { t } = useI18n();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const current = useRef(value);
  current.current = value;
  const { input, accept, pick, open, uploading } = useUploads('work', {
    room: () => max - current.current.length,
    landed: (up, file) => {
      const next = [...current.current, { fileId: up.fileId, url: up.url ?? URL.createObjectURL(file) }];
      current.current = next;
      onChange(next);
      if (!cover && next.length === 1) onCover(up.fileId);
    },
  });

  const drop = (to: number) => {
    if (dragging !== null && dragging !== to) onChange(move(value, dragging, to));
    setDragging(null);
    setOver(null);
  };

  return (
    <div data-testid="work-images">
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        style={{ display: 'none' }}
        onChange={(e) => void pick(e.target.files)}
        data-testid="work-images-input"
      />
      <Space wrap className="bh-gap-bottom">
        <Button icon={<PictureOutlined />} onClick={open} disabled={value.length >= max} data-testid="work-images-button">
          {t('designers.work.addImages')}
        </Button>
        <Typography.Text type="secondary">{t('designers.work.imagesHint', { max })}</Typography.Text>
      </Space>
      {uploading.map(([key, pct]) => (
        <Progress key={key} percent={pct} size="small" data-testid="work-images-progress" />
      ))}
      <div className="bh-ds-images">
        {value.map((img, i) => {
          const isCover = img.fileId === cover;
          return (
            <div
              key={img.fileId}
              className={`bh-ds-image${isCover ? ' is-cover' : ''}${over === i ? ' is-over' : ''}`}
              draggable
              onDragStart={(e) => {
                setDragging(i);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(i));
              }}
              onDragOver={(e) => {
                e.preventDefault();
                setOver(i);
              }}
              onDragLeave={() => setOver((o) => (o === i ? null : o))}
              onDrop={(e) => {
                e.preventDefault();
                drop(i);
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              data-testid="work-image"
              data-file={img.fileId}
              data-cover={isCover ? 'true' : 'false'}
            >
              <img src={img.url} alt={`${i + 1}`} />
              <div className="bh-ds-image-tools">
                <Tooltip title={isCover ? t('designers.work.cover') : t('designers.work.setCover')}>
                  <Button
                    size="small"
                    type="text"
                    icon={isCover ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
                    aria-label={t('designers.work.setCover')}
                    aria-pressed={isCover}
                    onClick={() => onCover(img.fileId)}
                    data-testid="work-image-cover"
                  />
                </Tooltip>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowLeftOutlined />}
                  aria-label={t('designers.work.moveLeft')}
                  disabled={i === 0}
                  onClick={() => onChange(move(value, i, i - 1))}
                  data-testid="work-image-left"
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowRightOutlined />}
                  aria-label={t('designers.work.moveRight')}
                  disabled={i === value.length - 1}
                  onClick={() => onChange(move(value, i, i + 1))}
                  data-testid="work-image-right"
                />
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<CloseOutlined />}
                  aria-label={t('common.delete')}
                  onClick={() => {
                    const next = value.filter((x) => x.fileId !== img.fileId);
                    onChange(next);
                    if (isCover && next[0]) onCover(next[0].fileId);
                  }}
                  data-testid="work-image-remove"
                />
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
