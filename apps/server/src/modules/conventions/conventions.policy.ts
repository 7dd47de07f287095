import { AppError } from '../../platform/app-error.js';
import type { Viewer } from '../../platform/context.js';
import type { ConventionRow } from './conventions.repository.js';

/** Who may do what with conventions (docs/rules/catalogue.md#publishing). */

/** Business members and admins publish; designers and factories are refused. */
export function assertMayPublish(viewer: Viewer) {
  if (viewer.role !== 'business' && viewer.role !== 'admin') throw new AppError('FORBIDDEN');
}

const isOwner = (viewer: Viewer | null, c: Pick<ConventionRow, 'publisherId'>) => !!viewer && viewer.id === c.publisherId;

/** The publisher and admins see an entry in any state; everyone else only approved ones (others are "not found"). */
export const maySee = (viewer: Viewer | null, c: ConventionRow) => c.status === 'approved' || isOwner(viewer, c) || viewer?.role === 'admin';

/** Contact data: members only (visitors never), and the publisher's review outcome: the publisher and admins. */
export const mayReadReview = (viewer: Viewer | null, c: ConventionRow) => isOwner(viewer, c) || viewer?.role === 'admin';

/** Editing: its publisher or an admin, in any state (an entry under review too: decision 080). */
export function assertMayEdit(viewer: Viewer, c: ConventionRow) {
  if (!isOwner(viewer, c) && viewer.role !== 'admin') throw new AppError('FORBIDDEN');
}

/**
 * The state an edit leaves an entry in: an approved entry goes back to review, one under review stays there (the
 * edit replaces the submission, decision 080); otherwise as the publisher asked.
 */
export const statusAfterEdit = (before: ConventionRow['status'] | undefined, submit: boolean): 'pending' | 'draft' =>
  before === 'approved' || before === 'pending' || submit ? 'pending' : 'draft';
