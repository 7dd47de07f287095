import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './cards.css';

/**
 * A catalogue card with a cover picture that links to the item (articles, exhibitions, factories): the cover, or the
 * kind's icon on an empty cover, then the title link and the card's own facts. Class names come from one prefix
 * (`${cls}-card`, `${cls}-cover-empty`, `${cls}-card-head`, `${cls}-card-title`) so each kind keeps its own styles;
 * what they share is in cards.css.
 * The cover link is hidden from the keyboard and screen readers: the title is the one link they need.
 * Plain markup drawn like antd's small Card (cards.css), one card for every catalogue (decision 047).
 */
export function CoverCard({
  to,
  cover,
  emptyIcon,
  cls,
  testId,
  title,
  titleClass = `${cls}-card-title`,
  titleTestId,
  heart,
  children,
}: {
  to: string;
  cover: string | null | undefined;
  emptyIcon: ReactNode;
  cls: string;
  testId: string;
  title: ReactNode;
  titleClass?: string;
  titleTestId?: string;
  /** beside the title, in a `${cls}-card-head` row; without it the title stands alone */
  heart?: ReactNode;
  children?: ReactNode;
}) {
  const titleLink = (
    <Link to={to} className={titleClass} data-testid={titleTestId}>
      {title}
    </Link>
  );
  return (
    <article className={`bh-cover-card ${cls}-card`} data-testid={testId}>
      <Link to={to} tabIndex={-1} aria-hidden="true" className="bh-cover-card-cover">
        {cover ? <img src={cover} alt="" loading="lazy" /> : <div className={`bh-cover-empty ${cls}-cover-empty`}>{emptyIcon}</div>}
      </Link>
      <div className="bh-cover-card-body">
        {heart === undefined ? (
          titleLink
        ) : (
          <div className={`bh-card-head ${cls}-card-head`}>
            {titleLink}
            {heart}
          </div>
        )}
        {children}
      </div>
    </article>
  );
}
