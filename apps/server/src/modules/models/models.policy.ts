import { AppError } from '../../platform/app-error.js';
import type { Viewer } from '../../platform/context.js';
import { activeViewer } from '../../platform/viewer.js';
import type { ModelRow } from './models.repository.js';

export { activeViewer };

/**
 * Who may do what with a model (docs/rules/models.md). The guard has already refused anonymous callers of member
 * calls and banned members. A model the viewer may not see is MODEL_NOT_FOUND (404); a role or ownership rule is
 * FORBIDDEN (403).
 */
type Who = Pick<Viewer, 'id' | 'role' | 'banned'>;

/** A banned member browsing public calls is treated as anonymous. */

const isAdmin = (v: Who | null) => v?.role === 'admin';
export const isOwner = (m: Pick<ModelRow, 'ownerId'>, v: Who | null) => v !== null && m.ownerId === v.id;
/** the owner and admins: every state, the reject reason, edit and delete */
export const isManager = (m: Pick<ModelRow, 'ownerId'>, v: Who | null) => isOwner(m, v) || isAdmin(v);
export const isPublic = (m: Pick<ModelRow, 'status' | 'deleted'>) => m.status === 'approved' && !m.deleted;

/** Approved, not deleted models for everyone; the owner and admins see theirs in any state (not deleted); a buyer sees what they bought. */
export function assertMaySee<M extends Pick<ModelRow, 'ownerId' | 'status' | 'deleted'>>(
  m: M | undefined,
  viewer: Who | null,
  bought = false,
): asserts m is M {
  if (!m) throw new AppError('MODEL_NOT_FOUND');
  if (isPublic(m) || bought) return;
  if (m.deleted || !isManager(m, activeViewer(viewer))) throw new AppError('MODEL_NOT_FOUND');
}

/** Designers, factories and admins upload models (decision 029); businesses buy them. */
export function assertMayUpload(viewer: Who) {
  if (viewer.role === 'business') throw new AppError('FORBIDDEN');
}

/** Editing and deleting: the owner or an admin (another member's public model is FORBIDDEN, a hidden one not found). */
export function assertMayEdit(m: ModelRow | undefined, viewer: Who): asserts m is ModelRow {
  if (!m || m.deleted) throw new AppError('MODEL_NOT_FOUND');
  if (!isManager(m, viewer)) throw new AppError(isPublic(m) ? 'FORBIDDEN' : 'MODEL_NOT_FOUND');
}

/** Downloading without paying: a free model, the owner, an admin, or a buyer. */
export const mayDownloadFree = (m: Pick<ModelRow, 'ownerId' | 'price'>, viewer: Who | null, bought: boolean) =>
  m.price === 0 || bought || isManager(m, activeViewer(viewer));

/** What the viewer may do now, for the pages' buttons. */
export function canOf(m: Pick<ModelRow, 'ownerId' | 'status' | 'price' | 'deleted'>, viewerIn: Who | null, bought: boolean) {
  const viewer = activeViewer(viewerIn);
  const free = mayDownloadFree(m, viewer, bought);
  return {
    edit: isManager(m, viewer) && !m.deleted,
    review: isAdmin(viewer) && m.status === 'pending' && !m.deleted,
    download: viewer !== null && free && (isPublic(m) || bought || isManager(m, viewer)),
    buy: viewer !== null && !free && isPublic(m),
  };
}
