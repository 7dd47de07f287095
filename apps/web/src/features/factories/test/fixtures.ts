import type { DataOf, factories } from '@boothhub/shared';

type Request = DataOf<typeof factories.quoteRequestInfo>;

/**
 * A request for build quotes as Quote/requestInfo and the task's list of requests answer it, without its quotes,
 * chosen quote and what the viewer may do (override what a test needs).
 */
export const quoteRequestFields = (patch: Partial<Request> = {}): Omit<Request, 'quotes' | 'chosen' | 'can'> => ({
  id: 5,
  taskId: 42,
  taskTitle: 'Auto show booth',
  business: { cardno: '10000001', nickname: 'Acme' },
  city: '上海',
  sdate: '2026-12-10',
  edate: '2026-12-12',
  sizes: '9x6',
  plaza: 54,
  capabilities: ['structure'],
  notes: '',
  deadline: '2026-12-01T15:59:59.000Z',
  status: 'open',
  createdAt: '2026-11-20T08:00:00.000Z',
  fileCount: 1,
  files: null,
  ...patch,
});
