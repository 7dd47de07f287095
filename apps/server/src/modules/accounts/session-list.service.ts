import * as repo from './session-list.repository.js';

/** A member's sessions (the security settings page); ending one is deleting its row, as in decision 003. */
export const listSessionsOf = repo.sessionsOf;
export const endSessionOf = repo.deleteSessionOf;
export const endOtherSessions = repo.deleteOtherSessions;
