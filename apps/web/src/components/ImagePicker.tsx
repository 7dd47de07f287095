import { useRef } from 'react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import { filePurposeRules } from '@boothhub/shared/contracts/fileOptions';
import { useI18n } from '../i18n';
import { useUploads } from '../lib/useUploads';
import { FieldFrame } from './lite/Fields';
import { Icon } from './lite/Icon';
import { Pictures } from './lite/Pictures';
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
  /** the hidden file input's id (a plain form's label points at it: lite/Fields' FieldFrame) */
  id?: string;
  /** the files' purpose: public catalogue images (default), model preview images, works, factories' pictures */
  purpose?: ImagePurpose;
  /** a plain form's field label id: the pick button is named by it and its own text */
  labelledBy?: string;
  /** a plain form's error line (and hint), tied to the pick button */
  describedBy?: string;
  disabled?: boolean;
}

/**
 * Public images (purpose `exhibition` unless told), each uploaded on its own with a progress bar, then shown as a
 * thumbnail that opens the picture viewer (lite Pictures), with a named remove button. `max` 1 makes a cover picker
 * (a new image replaces the old one). Plain markup: the control (value, onChange) of the plain forms.
 */
export function ImagePicker({ value = [], onChange, max, label, testId, id, purpose = 'exhibition', labelledBy, describedBy, disabled }: Props) {
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
  const remove = (i: number) => onChange?.(value.filter((_, j) => j !== i));
  const buttonId = `${testId}-pick`;

  return (
    <div className="bh-img-picker" data-testid={testId}>
      <input
        ref={input}
        id={id}
        type="file"
        multiple={max > 1}
        accept={accept}
        hidden
        onChange={(e) => void pick(e.target.files)}
        data-testid={`${testId}-input`}
      />
      <div className="bh-row-actions bh-gap-bottom">
        <button
          type="button"
          id={buttonId}
          className="bh-btn"
          onClick={open}
          disabled={disabled || (max > 1 && value.length >= max)}
          aria-labelledby={labelledBy ? `${labelledBy} ${buttonId}` : undefined}
          aria-describedby={describedBy}
          data-testid={`${testId}-button`}
        >
          <Icon icon={PictureOutlined} />
          {label}
        </button>
        <span className="bh-secondary">{t('upload.imagesHint', { size: sizeText })}</span>
      </div>
      {uploading.map(([key, pct]) => (
        <progress key={key} className="bh-img-pick-progress" max={100} value={pct} aria-label={label} data-testid={`${testId}-progress`} />
      ))}
      {value.length > 0 && (
        <Pictures
          pictures={value.map((img) => img.url)}
          name={label}
          testId={`${testId}-pictures`}
          className="bh-img-pick"
          item={(i) => ({
            li: { className: 'bh-img-pick-item', 'data-testid': `${testId}-item` },
            after: (
              <button
                type="button"
                className="bh-btn bh-btn-small bh-img-pick-remove"
                aria-label={`${t('common.delete')}: ${label} ${i + 1}`}
                disabled={disabled}
                onClick={() => remove(i)}
              >
                <Icon icon={CloseOutlined} />
              </button>
            ),
          })}
        />
      )}
    </div>
  );
}

/**
 * An image picker as a form field: the field's label (`field.label`, else the pick button's) above the picker, the
 * label naming the group (its id `${field.id}-label`).
 */
export function ImagePickerField({ field, ...picker }: Props & { field: { id: string; label?: string } }) {
  return (
    <FieldFrame id={field.id} label={field.label ?? picker.label} group>
      <ImagePicker {...picker} />
    </FieldFrame>
  );
}
