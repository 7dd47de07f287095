import { SearchBoxAuto } from './SearchBoxAuto';
import SiteCountsPanel from './SiteCountsPanel';

/** The home page hero's search box and live figures. */
export default function HeroSearchBox() {
  return (
    <>
      <SearchBoxAuto size="large" testId="hero-search" className="bh-hero-search" />
      <SiteCountsPanel />
    </>
  );
}
