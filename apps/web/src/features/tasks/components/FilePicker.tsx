import { useRef } from 'react';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import PaperClipOutlined from '@ant-design/icons-svg/es/asn/PaperClipOutlined';
import UploadOutlined from '@ant-design/icons-svg/es/asn/UploadOutlined';
import { filePurposeRules, type FilePurpose } from '@boothhub/shared/contracts/fileOptions';
import { useI18n } from '../../../i18n';
import { useUploads } from '../../../lib/useUploads';
import { Icon } from '../../../components/lite/Icon';
import { FileName, formatSize } from './FileLinks';

export { FileName, formatSize };

export interface PickedFile {
  fileId: string;
  name: string;
  size: number;
}

interface Props {
  purpose: FilePurpose;
  value?: PickedFile[];
  onChange?: (files: PickedFile[]) => void;
  max?: number;
  testId: string;
  /** the label of the pick button */
  label?: string;
  /** names the pick button with the field's label (the field has no box of its own to label) */
  labelledBy?: string;
  /** the field's error line, tied to the button */
  describedBy?: string;
}

/**
 * Several files, each uploaded on its own with a progress bar (XMLHttpRequest progress), then listed with a remove
 * button. The value is the uploaded files' ids with names, for a form field (value, onChange). Plain markup.
 */
export function FilePicker({ purpose, value = [], onChange, max = 10, testId, label, labelledBy, describedBy }: Props) {
  const { t } = useI18n();
  const current = useRef(value);
  current.current = value;
  const { input, accept, pick, open, uploading } = useUploads(purpose, {
    room: () => max - current.current.length,
    landed: (up) => {
      const next = [...current.current, { fileId: up.fileId, name: up.name, size: up.size }];
      current.current = next;
      onChange?.(next);
    },
  });

  return (
    <div className="bh-file-list" data-testid={testId}>
      <input ref={input} type="file" multiple hidden accept={accept} onChange={(e) => void pick(e.target.files)} data-testid={`${testId}-input`} />
      <div className="bh-row-actions">
        <button
          type="button"
          className="bh-btn"
          onClick={open}
          disabled={value.length >= max}
          aria-describedby={describedBy}
          aria-labelledby={labelledBy ? `${labelledBy} ${testId}-pick` : undefined}
          id={`${testId}-pick`}
          data-testid={`${testId}-button`}
        >
          <Icon icon={UploadOutlined} />
          {label ?? t('tasks.file.pick')}
        </button>
        <span className="bh-secondary">{t('tasks.file.hint', { max, size: formatSize(filePurposeRules[purpose].maxBytes) })}</span>
      </div>
      {uploading.map(([key, pct]) => (
        <progress key={key} max={100} value={pct} aria-label={t('tasks.file.pick')} data-testid={`${testId}-progress`} />
      ))}
      {value.length > 0 && (
        <ul className="bh-plain-list bh-file-picked">
          {value.map((f) => (
            <li key={f.fileId}>
              <span className="bh-break" data-testid={`${testId}-item`}>
                <FileName icon={<Icon icon={PaperClipOutlined} />} file={{ name: f.name, url: null }} />
                <span className="bh-secondary">({formatSize(f.size)})</span>
              </span>
              <button
                type="button"
                className="bh-btn bh-btn-text bh-btn-icon bh-btn-small bh-btn-danger"
                aria-label={`${t('common.delete')}: ${f.name}`}
                onClick={() => onChange?.(value.filter((x) => x.fileId !== f.fileId))}
              >
                <Icon icon={DeleteOutlined} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
