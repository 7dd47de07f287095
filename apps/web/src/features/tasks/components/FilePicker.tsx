import { useRef } from 'react';
import { Button, List, Progress, Space, Typography } from 'antd';
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { filePurposeRules, type FilePurpose } from '@boothhub/shared/contracts/files';
import { useI18n } from '../../../i18n';
import { useUploads } from '../../../lib/useUploads';
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
}

/**
 * Several files, each uploaded on its own with a progress bar (XMLHttpRequest progress), then listed with a remove
 * button. The value is the uploaded files' ids with names, for a form field.
 */
export function FilePicker({ purpose, value = [], onChange, max = 10, testId, label }: Props) {
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
      <input
        ref={input}
        type="file"
        multiple
        style={{ display: 'none' }}
        accept={accept}
        onChange={(e) => void pick(e.target.files)}
        data-testid={`${testId}-input`}
      />
      <Space wrap>
        <Button icon={<UploadOutlined />} onClick={open} disabled={value.length >= max} data-testid={`${testId}-button`}>
          {label ?? t('tasks.file.pick')}
        </Button>
        <Typography.Text type="secondary">{t('tasks.file.hint', { max, size: formatSize(filePurposeRules[purpose].maxBytes) })}</Typography.Text>
      </Space>
      {uploading.map(([key, pct]) => (
        <Progress key={key} percent={pct} size="small" data-testid={`${testId}-progress`} />
      ))}
      {value.length > 0 && (
        <List
          size="small"
          dataSource={value}
          renderItem={(f) => (
            <List.Item
              key={f.fileId}
              actions={[
                <Button
                  key="rm"
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('common.delete')}
                  onClick={() => onChange?.(value.filter((x) => x.fileId !== f.fileId))}
                />,
              ]}
            >
              <span className="bh-break" data-testid={`${testId}-item`}>
                <PaperClipOutlined /> {f.name} <Typography.Text type="secondary">({formatSize(f.size)})</Typography.Text>
              </span>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
