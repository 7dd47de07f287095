import { useRef, useState } from 'react';
import { filePurposeRules, type FilePurpose } from '@boothhub/shared/contracts/fileOptions';
import type { UploadedFile } from '@boothhub/shared/contracts/files';
import { upload } from './request';

/** The file input's `accept` for a purpose: its formats as extensions (.jpg also as .jpeg). */
export const acceptOf = (purpose: FilePurpose) => filePurposeRules[purpose].formats.map((f) => (f === 'jpg' ? '.jpg,.jpeg' : `.${f}`)).join(',');

/**
 * Files picked in a hidden file input, each uploaded on its own (purpose `purpose`) with its progress bar. `room()`
 * says how many more may be picked now; `landed` gets each uploaded file as it lands (the request helper has shown
 * the failures). The pickers (images, attachments, a work's images) own what they keep and how they show it.
 */
export function useUploads(purpose: FilePurpose, opts: { room: () => number; landed: (up: UploadedFile, file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<Record<string, number>>({});

  const pick = async (list: FileList | null) => {
    if (!list) return;
    const files = Array.from(list).slice(0, Math.max(0, opts.room()));
    if (input.current) input.current.value = '';
    await Promise.all(
      files.map(async (file, i) => {
        const key = `${Date.now()}-${i}-${file.name}`;
        setProgress((p) => ({ ...p, [key]: 0 }));
        try {
          opts.landed(await upload(file, purpose, (pct) => setProgress((p) => ({ ...p, [key]: pct }))), file);
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

  return {
    /** for the hidden `<input type="file">` */
    input,
    accept: acceptOf(purpose),
    pick,
    open: () => input.current?.click(),
    /** [key, percent] of each upload under way */
    uploading: Object.entries(progress),
  };
}
