import type { complaints } from '@boothhub/shared';

/** A complaint as Complain/complainList answers it: open, filed by the publisher, nothing decided (override what a test needs). */
export function complaintFixture(patch: Partial<complaints.Complaint> = {}): complaints.Complaint {
  return {
    id: 5,
    taskId: 42,
    taskTitle: 'Booth for the auto show',
    author: '10000002',
    authorName: 'Acme',
    side: 'publisher',
    category: 'quality',
    content: 'The renderings do not match the brief.',
    files: [],
    status: 'open',
    decision: null,
    designerAmount: null,
    commission: null,
    businessAmount: null,
    reason: null,
    dates: '2026-11-20T08:00:00.000Z',
    decidedAt: null,
    ...patch,
  };
}
