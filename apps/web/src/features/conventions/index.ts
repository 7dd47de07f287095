/**
 * What other features may use of conventions and venues (docs/decisions/009-web-ui-layer.md): the cards, the venue
 * heart, and the 360° viewer.
 */
export { ConventionCard, Dates, VenueCard } from './components/Cards';
export { HomeVenues } from './components/HomeVenues';
export { PublishTag, type PublishStatus } from './components/StatusTag';
export { VenueFav } from './components/VenueFav';
export { VenuePicker } from './components/VenuePicker';
export { PanoramaViewer } from './panorama/PanoramaViewer';
export { conventionKeys, conventionsApi, venueKeys, venuesApi } from './api';
