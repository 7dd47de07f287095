import type { venues } from '@boothhub/shared';

/** A venue as Common/searchHuichang lists it (override what a test needs). */
export const venueListItem = (patch: Partial<venues.VenueListItem> = {}): venues.VenueListItem => ({
  id: 3,
  name: 'National Exhibition and Convention Center',
  city: '上海',
  address: '333 Songze Avenue',
  faceimg: null,
  plaza: 3000,
  sizes: 1500,
  hallCount: 2,
  featured: false,
  fav: false,
  ...patch,
});
