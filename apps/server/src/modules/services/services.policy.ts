import { AppError } from '../../platform/app-error.js';
import type { Viewer } from '../../platform/context.js';
import { activeViewer, assertDesigner } from '../../platform/viewer.js';
import type { ServiceRow } from './services.repository.js';

export { activeViewer, assertDesigner };

/**
 * Who may do what with service packages (docs/rules/services.md#who-may-do-what). A deleted package does not exist
 * for anyone; a paused one exists only for its owner (SERVICE_NOT_FOUND for everyone else, also admins: the back
 * office has no package pages); another designer's active package may be read but not changed (FORBIDDEN).
 */
type Who = Pick<Viewer, 'id' | 'role' | 'banned'>;

export const isOwner = (s: Pick<ServiceRow, 'designerId'>, v: Who | null) => v !== null && s.designerId === v.id;

export function assertMaySee<S extends Pick<ServiceRow, 'designerId' | 'status'>>(s: S | undefined, viewer: Who | null): asserts s is S {
  if (!s) throw new AppError('SERVICE_NOT_FOUND');
  if (s.status !== 'active' && !isOwner(s, activeViewer(viewer))) throw new AppError('SERVICE_NOT_FOUND');
}

/** Editing, pausing and deleting: the owner only. */
export function assertMayChange<S extends Pick<ServiceRow, 'designerId' | 'status'>>(s: S | undefined, viewer: Who): asserts s is S {
  assertMaySee(s, viewer);
  if (!isOwner(s, viewer)) throw new AppError('FORBIDDEN');
}

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
