import type { WorkPicture } from '@boothhub/shared/contracts/designers';
import { PictureViewer } from '../../../components/lite/Pictures';

interface Props {
  pictures: WorkPicture[];
  /** the picture shown first */
  start: number;
  /** the work's title: the pictures' names */
  name: string;
  onClose: () => void;
}

/** The full-screen viewer of a work's pictures (lite PictureViewer: arrows and keys to go through them). Mount it to open it. */
export function WorkViewer({ pictures, start, name, onClose }: Props) {
  return <PictureViewer pictures={pictures.map((p) => p.url)} start={start} name={name} testId="ds-work" onClose={onClose} />;
}
