import { useRef, useState } from 'react';
import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { useI18n } from '../../../i18n';
import { Icon } from '../../../components/lite/Icon';
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
  /** names the add button with the field's label */
  labelledBy?: string;
}

const move = <T,>(list: T[], from: number, to: number): T[] => {
  const next = [...list];
  const [x] = next.splice(from, 1);
  next.splice(to, 0, x!);
  return next;
};

/**
 * A work's images (purpose `work`): each uploaded on its own with a progress bar; dragged to reorder (or moved
 * with the arrow buttons); the starred one is the cover. Plain markup.
 */
export function WorkImages({ value, onChange, cover, onCover, max, labelledBy }: Props) {
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
      <input ref={input} type="file" multiple accept={accept} hidden onChange={(e) => void pick(e.target.files)} data-testid="work-images-input" />
      <div className="bh-row-actions bh-gap-bottom">
        <button
          type="button"
          id="work-images-add"
          className="bh-btn"
          onClick={open}
          disabled={value.length >= max}
          aria-labelledby={labelledBy ? `${labelledBy} work-images-add` : undefined}
          data-testid="work-images-button"
        >
          <Icon icon={PictureOutlined} />
          {t('designers.work.addImages')}
        </button>
        <span className="bh-secondary">{t('designers.work.imagesHint', { max })}</span>
      </div>
      {uploading.map(([key, pct]) => (
        <progress
          key={key}
          className="bh-ds-progress"
          max={100}
          value={pct}
          aria-label={t('designers.work.addImages')}
          data-testid="work-images-progress"
        />
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
                <button
                  type="button"
                  className={`bh-btn bh-btn-text bh-btn-icon bh-btn-small${isCover ? ' bh-ds-cover-on' : ''}`}
                  title={isCover ? t('designers.work.cover') : t('designers.work.setCover')}
                  aria-label={t('designers.work.setCover')}
                  aria-pressed={isCover}
                  onClick={() => onCover(img.fileId)}
                  data-testid="work-image-cover"
                >
                  <Icon icon={isCover ? StarFilled : StarOutlined} />
                </button>
                <ToolButton
                  label={t('designers.work.moveLeft')}
                  icon={ArrowLeftOutlined}
                  disabled={i === 0}
                  onClick={() => onChange(move(value, i, i - 1))}
                  testId="work-image-left"
                />
                <ToolButton
                  label={t('designers.work.moveRight')}
                  icon={ArrowRightOutlined}
                  disabled={i === value.length - 1}
                  onClick={() => onChange(move(value, i, i + 1))}
                  testId="work-image-right"
                />
                <ToolButton
                  label={t('common.delete')}
                  icon={CloseOutlined}
                  danger
                  onClick={() => {
                    const next = value.filter((x) => x.fileId !== img.fileId);
                    onChange(next);
                    if (isCover && next[0]) onCover(next[0].fileId);
                  }}
                  testId="work-image-remove"
                />
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** An image's small icon button, named (and titled) by its label. */
function ToolButton({
  label,
  icon,
  disabled,
  danger,
  onClick,
  testId,
}: {
  label: string;
  icon: IconDefinition;
  disabled?: boolean;
  danger?: boolean;
  onClick: () => void;
  testId: string;
}) {
  return (
    <button
      type="button"
      className={`bh-btn bh-btn-text bh-btn-icon bh-btn-small${danger ? ' bh-btn-danger' : ''}`}
      title={label}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
    >
      <Icon icon={icon} />
    </button>
  );
}
