import { AppError } from './app-error.js';
import type { Viewer } from './context.js';

/** A banned member reads as a visitor (null); anyone else as themselves. */
export const activeViewer = <V extends Pick<Viewer, 'banned'>>(viewer: V | null): V | null => (viewer && !viewer.banned ? viewer : null);

/** Only designers upload works, keep specialties and publish packages: DESIGNER_ONLY for anyone else. */
export function assertDesigner(viewer: Pick<Viewer, 'role'>) {
  if (viewer.role !== 'designer') throw new AppError('DESIGNER_ONLY');
}
