import { AppError } from '../../platform/app-error.js';
import type { Viewer } from '../../platform/context.js';

/**
 * Who may do what in the back office. The guard already lets only admins in;
 * these are the rules on top: an admin never bans or demotes themselves, so the
 * platform cannot lose its last admin by accident (granting is the command line's job).
 */
export function assertMayBan(viewer: Viewer, targetId: number, banned: boolean) {
  if (banned && targetId === viewer.id) throw new AppError('CANNOT_CHANGE_SELF');
}

/** Every role the web can set is below admin, so any change of one's own role is a demotion. */
export function assertMayChangeRole(viewer: Viewer, targetId: number) {
  if (targetId === viewer.id) throw new AppError('CANNOT_CHANGE_SELF');
}
