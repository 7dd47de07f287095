import type { ReactNode } from 'react';
import { Badge, Card, Row } from 'antd';
import { Link } from 'react-router';

/** A card of the back-office dashboard: its figures (`Col`s) in a responsive grid. */
export function FiguresCard({ title, testId, children }: { title: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <Card title={title} className="bh-gap-top" data-testid={testId}>
      <Row gutter={[16, 16]}>{children}</Row>
    </Card>
  );
}

/** A review queue on the dashboard: its name with the number waiting (red while any wait), linked to the queue. */
export function QueueBadge({ to, count, testId, children }: { to: string; count: number; testId: string; children: ReactNode }) {
  return (
    <Link to={to} data-testid={testId}>
      <Badge count={count} showZero offset={[12, 0]} color={count > 0 ? 'red' : 'green'}>
        {children}
      </Badge>
    </Link>
  );
}
