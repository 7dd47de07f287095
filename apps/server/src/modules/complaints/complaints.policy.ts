import { complaintActions, type ComplaintAction, type ComplaintCan } from '@boothhub/shared/contracts/complaints';
import { raise, refuse, type Refused } from '../../platform/app-error.js';
import type { Viewer } from '../../platform/context.js';
import type { ComplaintRow } from './complaints.repository.js';

/**
 * Who may do what with a complaint (docs/rules/tasks.md), one rule per action: the
 * author edits or withdraws it while it is open; an admin takes an open one
 * and decides an open or taken one. Seeing a complaint (its parties and
 * admins) is checked before, by the service. Filing one is the task's rule
 * (`complain` in tasks.policy.ts).
 */
type Refusal = Refused | null;
const conflict = (c: ComplaintRow) => refuse('STATE_CONFLICT', { state: c.status });

const authorWhileOpen = (c: ComplaintRow, v: Viewer): Refusal =>
  c.authorId !== v.id ? refuse('FORBIDDEN') : c.status !== 'open' ? conflict(c) : null;

const rules: Record<ComplaintAction, (c: ComplaintRow, v: Viewer) => Refusal> = {
  edit: authorWhileOpen,
  withdraw: authorWhileOpen,
  take: (c, v) => (v.role !== 'admin' ? refuse('FORBIDDEN') : c.status !== 'open' ? conflict(c) : null),
  decide: (c, v) => (v.role !== 'admin' ? refuse('FORBIDDEN') : c.status !== 'open' && c.status !== 'processing' ? conflict(c) : null),
};

/** Refuse `action` unless the viewer may do it now: the one check the complaint services make. */
export function assertMayComplaint(action: ComplaintAction, c: ComplaintRow, viewer: Viewer) {
  raise(rules[action](c, viewer));
}

/** Every action's answer, told to the client with the complaint (`can`). */
export const complaintCanOf = (c: ComplaintRow, viewer: Viewer): ComplaintCan =>
  Object.fromEntries(complaintActions.map((a) => [a, rules[a](c, viewer) === null])) as ComplaintCan;
