import { useState } from 'react';
import { Image } from 'antd';
import type { WorkPicture } from '@boothhub/shared/contracts/designers';

interface Props {
  pictures: WorkPicture[];
  /** the picture shown first */
  start: number;
  onClose: () => void;
}

/** The full-screen image viewer of a work: every picture in order, arrows and keys to go through them, zoom. Mount it to open it. */
export function WorkViewer({ pictures, start, onClose }: Props) {
  const [current, setCurrent] = useState(start);
  if (!pictures.length) return null;
  return (
    <Image.PreviewGroup
      items={pictures.map((p) => p.url)}
      preview={{
        open: true,
        current,
        onChange: (c: number) => setCurrent(c),
        onOpenChange: (open: boolean) => {
          if (!open) onClose();
        },
      }}
    />
  );
}
