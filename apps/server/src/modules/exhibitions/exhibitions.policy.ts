import { AppError } from '../../platform/app-error.js';
import type { Viewer } from '../../platform/context.js';
import { activeViewer } from '../../platform/viewer.js';
import type { ExhibitionRow } from './exhibitions.repository.js';

export { activeViewer };

/**
 * Who may do what with an exhibition (docs/rules/catalogue.md "Publishing"). The guard has already refused
 * anonymous callers of member calls and banned members. An entry the viewer may not see is
 * EXHIBITION_NOT_FOUND (404); a role or ownership rule is FORBIDDEN (403). An entry under review may be edited by
 * its publisher: the edit replaces the submission and stays in review (decision 080).
 */
type Who = Pick<Viewer, 'id' | 'role' | 'banned'>;

/** A banned member browsing public calls is treated as anonymous. */

const isAdmin = (v: Who | null) => v?.role === 'admin';
export const isOwner = (ex: Pick<ExhibitionRow, 'publisherId'>, v: Who | null) => v !== null && ex.publisherId === v.id;
/** the publisher and admins: every state, the reject reason, the plan editor */
export const isManager = (ex: Pick<ExhibitionRow, 'publisherId'>, v: Who | null) => isOwner(ex, v) || isAdmin(v);

/** Approved entries for everyone; the publisher and admins see theirs in any state. */
export function assertMaySee<E extends Pick<ExhibitionRow, 'publisherId' | 'status'>>(ex: E | undefined, viewer: Who | null): asserts ex is E {
  if (!ex) throw new AppError('EXHIBITION_NOT_FOUND');
  if (ex.status !== 'approved' && !isManager(ex, activeViewer(viewer))) throw new AppError('EXHIBITION_NOT_FOUND');
}

/** Businesses and admins publish; designers and factories may not. */
export function assertMayPublish(viewer: Who) {
  if (viewer.role !== 'business' && viewer.role !== 'admin') throw new AppError('FORBIDDEN');
}

/** Editing: the publisher or an admin, in any state (another member's public entry is FORBIDDEN, a hidden one not found). */
export function assertMayEdit(ex: ExhibitionRow | undefined, viewer: Who): asserts ex is ExhibitionRow {
  if (!ex) throw new AppError('EXHIBITION_NOT_FOUND');
  if (!isManager(ex, viewer)) throw new AppError(ex.status === 'approved' ? 'FORBIDDEN' : 'EXHIBITION_NOT_FOUND');
}

/** The floor plan: the publisher or an admin, in any state (plan edits need no review). */
export function assertMayPlan(ex: ExhibitionRow | undefined, viewer: Who): asserts ex is ExhibitionRow {
  if (!ex) throw new AppError('EXHIBITION_NOT_FOUND');
  if (!isManager(ex, viewer)) throw new AppError(ex.status === 'approved' ? 'FORBIDDEN' : 'EXHIBITION_NOT_FOUND');
}

/** What the viewer may do now, for the pages' buttons. */
export function canOf(ex: Pick<ExhibitionRow, 'publisherId' | 'status'>, viewerIn: Who | null) {
  const viewer = activeViewer(viewerIn);
  const manager = isManager(ex, viewer);
  return {
    edit: manager && (viewer?.role === 'business' || viewer?.role === 'admin'),
    review: isAdmin(viewer) && ex.status === 'pending',
    plan: manager,
  };
}
