import { AppError } from '../../platform/app-error.js';
import type { Viewer } from '../../platform/context.js';
import { activeViewer, assertDesigner, ownedEntryRules, ownsEntry as isOwner, type OwnedEntryRules } from '../../platform/viewer.js';
import type { ServiceRow } from './services.repository.js';

export { activeViewer, assertDesigner, isOwner };

/**
 * Who may do what with service packages (docs/rules/services.md#who-may-do-what). A deleted package does not exist
 * for anyone; a paused one exists only for its owner (SERVICE_NOT_FOUND for everyone else, also admins: the back
 * office has no package pages); another designer's active package may be read but not changed (FORBIDDEN).
 */
type Who = Pick<Viewer, 'id' | 'role' | 'banned'>;

/** Seeing a package (active, or one's own) and changing it (editing, pausing, deleting: the owner only). */
export const packageAccess: OwnedEntryRules<Pick<ServiceRow, 'designerId' | 'status'>> = ownedEntryRules(
  'SERVICE_NOT_FOUND',
  (s) => s.status === 'active',
);

/** The refusal of a purchase, or null: businesses only, never one's own, only while active. */
export function buyRefusal(s: Pick<ServiceRow, 'designerId' | 'status'>, viewer: Who | null): AppError | null {
  const v = activeViewer(viewer);
  if (!v) return new AppError('AUTH_REQUIRED');
  if (isOwner(s, v)) return new AppError('OWN_SERVICE');
  if (v.role !== 'business') return new AppError('BUSINESS_ONLY');
  if (s.status !== 'active') return new AppError('SERVICE_PAUSED');
  return null;
}

export function assertMayBuy(s: Pick<ServiceRow, 'designerId' | 'status'>, viewer: Who) {
  const refusal = buyRefusal(s, viewer);
  if (refusal) throw refusal;
}
