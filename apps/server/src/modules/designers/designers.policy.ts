import { AppError } from '../../platform/app-error.js';
import type { Viewer } from '../../platform/context.js';
import { activeViewer, assertDesigner, ownedEntryRules, ownsEntry as isOwner, type OwnedEntryRules } from '../../platform/viewer.js';
import type { WorkRow } from './designers.repository.js';

export { activeViewer, assertDesigner, isOwner };

/**
 * Who may do what with works and designers (docs/rules/designers.md). A hidden work is seen only by its owner:
 * for anyone else it does not exist (WORK_NOT_FOUND); another designer's public work may be read but not
 * changed (FORBIDDEN).
 */
type Who = Pick<Viewer, 'id' | 'role' | 'banned'>;

/** Seeing a work (public, or one's own) and changing it (editing, deleting: the owner only). */
export const workAccess: OwnedEntryRules<Pick<WorkRow, 'designerId' | 'visibility'>> = ownedEntryRules(
  'WORK_NOT_FOUND',
  (w) => w.visibility === 'public',
);

/** Businesses invite designers to their tasks. */
export const mayInvite = (viewer: Who | null, designerId: number) =>
  viewer !== null && !viewer.banned && viewer.role === 'business' && viewer.id !== designerId;

export function assertMayInvite(viewer: Who, designerId: number) {
  if (!mayInvite(viewer, designerId)) throw new AppError('BUSINESS_ONLY');
}
