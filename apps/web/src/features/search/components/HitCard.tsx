import '../search.css';
import { Link } from 'react-router';
import type { SearchHit } from '@boothhub/shared/contracts/search';
import { Panel } from '../../../components/lite/Content';
import { kindIcon } from '../kinds';
import { Highlight } from './Highlight';

/** One hit of the global search: cover (or the kind's icon), title and subtitle with the keyword marked, a link. */
export function HitCard({ hit, keyword }: { hit: SearchHit; keyword: string }) {
  return (
    <Panel className="bh-hit-card" testId={`hit-${hit.kind}-${hit.id}`}>
      <Link to={hit.href} className="bh-hit">
        <span className="bh-hit-cover">{hit.cover ? <img src={hit.cover} alt="" loading="lazy" /> : kindIcon(hit.kind)}</span>
        <span className="bh-hit-text">
          <span className="bh-hit-title" data-testid="hit-title">
            <Highlight text={hit.title} keyword={keyword} />
          </span>
          <span className="bh-hit-subtitle" data-testid="hit-subtitle">
            <Highlight text={hit.subtitle} keyword={keyword} />
          </span>
        </span>
      </Link>
    </Panel>
  );
}
