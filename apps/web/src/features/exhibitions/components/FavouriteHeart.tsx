import { FavouriteButton } from '../../../components/FavouriteButton';
import { exhibitionKeys, exhibitionsApi } from '../api';

/** The favourite heart of an exhibition (Myfavorite/huizhanFvr). */
export const FavouriteHeart = ({ id, fav, size = 'middle' }: { id: number; fav: boolean; size?: 'small' | 'middle' | 'large' }) => (
  <FavouriteButton id={id} fav={fav} setFavourite={exhibitionsApi.favourite} invalidate={[exhibitionKeys.all]} testId={`ex-fav-${id}`} size={size} />
);
