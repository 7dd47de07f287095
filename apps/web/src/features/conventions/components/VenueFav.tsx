import { FavouriteButton } from '../../../components/FavouriteButton';
import { venueKeys, venuesApi } from '../api';

/** The heart of a venue (Myfavorite/hycdFvr). */
export const VenueFav = ({ id, fav }: { id: number; fav: boolean }) => (
  <FavouriteButton id={id} fav={fav} setFavourite={venuesApi.favourite} invalidate={[venueKeys.all]} testId={`venue-fav-${id}`} />
);
