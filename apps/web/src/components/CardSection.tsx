import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A titled section of cards with an "all" link drawn as a button (the home page's catalogue sections), in plain
 * markup: the cards in `bh-card-cols`. Nothing is shown once the list is known to be empty: a
 * section never promises what is not there.
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
      <div className="bh-toolbar bh-gap-bottom">
        <h2 className="bh-section-title bh-no-margin">{props.title}</h2>
        <Link to={props.allTo} className="bh-btn" data-testid={props.allTestId}>
          {props.allLabel}
        </Link>
      </div>
      <div className="bh-card-cols">
        {(props.items ?? []).map((item) => (
          <div key={item.id}>{props.renderItem(item)}</div>
        ))}
      </div>
    </section>
  );
}
