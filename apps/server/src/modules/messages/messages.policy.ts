import type { Viewer } from '../../platform/context.js';

/**
 * Who may do what in the tip centre: every member (any role, admins too)
 * reads and changes only their own messages; nobody reads another's, not even
 * from the back office. Banned members are refused by the guard. Ids that are
 * not the viewer's are left alone silently (no error, so the answer does not
 * reveal whether such a message exists); `affected` counts what changed.
 */
export const messageOwnerOf = (viewer: Pick<Viewer, 'id'>): number => viewer.id;
