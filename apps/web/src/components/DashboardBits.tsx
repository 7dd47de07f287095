import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Panel } from './lite/Content';
import './dashboard.css';

/** A box of the back-office dashboard: its figures (`Figure`s, queue links) in a responsive grid. */
export function FiguresCard({ title, testId, children }: { title: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <Panel title={title} large className="bh-gap-top" testId={testId}>
      <div className="bh-figures">{children}</div>
    </Panel>
  );
}

/** Whole numbers with antd's Statistic group separator (12,345). */
const grouped = new Intl.NumberFormat('en-US');

/**
 * One figure (antd's Statistic): its name in grey above its value, large; a number is grouped by thousands. `testId`
 * marks the whole figure (give the value a test id of its own inside `value` when it must be read alone).
 */
export function Figure({ label, value, testId }: { label: ReactNode; value: ReactNode; testId?: string }) {
  return (
    <div className="bh-figure" data-testid={testId}>
      <div className="bh-figure-label">{label}</div>
      <div className="bh-figure-value">{typeof value === 'number' ? grouped.format(value) : value}</div>
    </div>
  );
}

/** A review queue on the dashboard: its name with the number waiting (red while any wait), linked to the queue. */
export function QueueBadge({ to, count, testId, children }: { to: string; count: number; testId: string; children: ReactNode }) {
  return (
    <Link to={to} data-testid={testId} className="bh-queue-link">
      {children}
      <span className={`bh-count-badge ${count > 0 ? 'bh-count-badge-red' : 'bh-count-badge-green'}`}>{count}</span>
    </Link>
  );
}
