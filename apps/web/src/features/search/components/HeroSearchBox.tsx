import { SearchBox } from './SearchBox';
import { SiteCountsPanel } from './SiteCountsPanel';

/** The home page hero's search box and live figures. */
export function HeroSearch() {
  return (
    <>
      <SearchBox size="large" testId="hero-search" className="bh-hero-search" />
      <SiteCountsPanel />
    </>
  );
}
