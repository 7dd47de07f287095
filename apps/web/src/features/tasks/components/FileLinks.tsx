import type { ReactNode } from 'react';
import PaperClipOutlined from '@ant-design/icons-svg/es/asn/PaperClipOutlined';
import { Icon } from '../../../components/lite/Icon';
import { formatBytes } from '../../../lib/bytes';

export const formatSize = formatBytes;

/** A sent file's icon and name, a download link where the server gives one, then a space for what follows. */
export function FileName({ icon, file }: { icon: ReactNode; file: { name: string; url: string | null } }) {
  return (
    <>
      {icon}{' '}
      {file.url ? (
        <a href={file.url} target="_blank" rel="noreferrer">
          {file.name}
        </a>
      ) : (
        file.name
      )}{' '}
    </>
  );
}

/** Files attached to a message, task or complaint: a download link where the server gives one. Plain markup. */
export function FileLinks({ files, testId }: { files: Array<{ fileId: string; name: string; size: number; url: string | null }>; testId?: string }) {
  if (files.length === 0) return null;
  return (
    <ul className="bh-file-links" data-testid={testId}>
      {files.map((f) => (
        <li key={f.fileId} className="bh-break">
          <FileName icon={<Icon icon={PaperClipOutlined} />} file={f} />
          <span className="bh-secondary">({formatSize(f.size)})</span>
        </li>
      ))}
    </ul>
  );
}
