import type { Viewer } from '../../platform/context.js';
import type { FileRow } from './files.repository.js';

/** Who may ask for a signed link to any file directly (File/link): its owner and admins. */
export const mayLinkFile = (viewer: Viewer, file: Pick<FileRow, 'ownerId'>) => viewer.role === 'admin' || file.ownerId === viewer.id;
