import type { ReactNode } from 'react';
import { Button, Col, Row, Typography } from 'antd';
import { Link } from 'react-router';

/**
 * A titled section of cards with an "all" button (the home page's catalogue sections). Nothing is shown once the
 * list is known to be empty: a section never promises what is not there.
 */
export function CardSection<T extends { id: number }>(props: {
  title: string;
  allTo: string;
  allLabel: string;
  items: T[] | undefined;
  renderItem: (item: T) => ReactNode;
  testId: string;
  allTestId: string;
}) {
  if (props.items && props.items.length === 0) return null;
  return (
    <section className="bh-container bh-section" data-testid={props.testId}>
      <div className="bh-toolbar">
        <Typography.Title level={2} className="bh-section-title bh-no-margin">
          {props.title}
        </Typography.Title>
        <Link to={props.allTo}>
          <Button data-testid={props.allTestId}>{props.allLabel}</Button>
        </Link>
      </div>
      <Row gutter={[16, 16]}>
        {(props.items ?? []).map((item) => (
          <Col xs={24} sm={12} xl={8} key={item.id}>
            {props.renderItem(item)}
          </Col>
        ))}
      </Row>
    </section>
  );
}
