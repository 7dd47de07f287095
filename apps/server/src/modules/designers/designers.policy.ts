import { AppError } from '../../platform/app-error.js';
import type { Viewer } from '../../platform/context.js';
import { activeViewer, assertDesigner } from '../../platform/viewer.js';
import type { WorkRow } from './designers.repository.js';

export { activeViewer, assertDesigner };

/**
 * Who may do what with works and designers (docs/rules/designers.md). A hidden work is seen only by its owner:
 * for anyone else it does not exist (WORK_NOT_FOUND); another designer's public work may be read but not
 * changed (FORBIDDEN).
 */
type Who = Pick<Viewer, 'id' | 'role' | 'banned'>;

export const isOwner = (w: Pick<WorkRow, 'designerId'>, v: Who | null) => v !== null && w.designerId === v.id;

export function assertMaySeeWork<W extends Pick<WorkRow, 'designerId' | 'visibility'>>(w: W | undefined, viewer: Who | null): asserts w is W {
  if (!w) throw new AppError('WORK_NOT_FOUND');
  if (w.visibility !== 'public' && !isOwner(w, activeViewer(viewer))) throw new AppError('WORK_NOT_FOUND');
}

/** Editing and deleting: the owner only. */
export function assertMayChangeWork(w: WorkRow | undefined, viewer: Who): asserts w is WorkRow {
  assertMaySeeWork(w, viewer);
  if (!isOwner(w, viewer)) throw new AppError('FORBIDDEN');
}

/** Businesses invite designers to their tasks. */
export const mayInvite = (viewer: Who | null, designerId: number) =>
  viewer !== null && !viewer.banned && viewer.role === 'business' && viewer.id !== designerId;

export function assertMayInvite(viewer: Who, designerId: number) {
  if (!mayInvite(viewer, designerId)) throw new AppError('BUSINESS_ONLY');
}
