import type { ReactNode } from 'react';
import { useQuery, keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import type { FavouriteKind } from '@boothhub/shared/contracts/favourites';
import type { Page, PageQuery } from '@boothhub/shared';
import type { MessageKey } from '../../i18n';
import { TaskCard } from '../tasks';
import { ExhibitionCard, exhibitionsApi } from '../exhibitions';
import { VenueCard, venuesApi } from '../conventions';
import { ArticleCard, articlesApi } from '../articles';
import { galleryApi, PictureCard } from '../designers';
import { ModelCard, modelsApi } from '../models';
import { searchApi, searchKeys } from './api';

/**
 * The tabs of My Collection (docs/rules/favourites.md), one entry per favourite kind that exists: its label, its
 * list (the kind's Myfavorite/…List call, a page at a time), how to set the favourite (remove, and undo), and how
 * one item looks (`heart` is the remove button, placed by the card). A kind is one entry: `collectionTab({…})`.
 */
export interface CollectionTab<T = any> {
  kind: FavouriteKind;
  label: MessageKey;
  useList: (q: PageQuery) => UseQueryResult<Page<T>>;
  setFavourite: (id: number, fav: boolean) => Promise<unknown>;
  idOf: (item: T) => number;
  renderItem: (item: T, heart: ReactNode) => ReactNode;
  /** where to find things of this kind when the tab is empty */
  browse?: string;
}

/** A tab from a kind's list and toggle calls. */
export function collectionTab<T>(opts: {
  kind: FavouriteKind;
  label: MessageKey;
  list: (q: PageQuery) => Promise<Page<T>>;
  setFavourite: (id: number, fav: boolean) => Promise<unknown>;
  idOf?: (item: T) => number;
  renderItem: (item: T, heart: ReactNode) => ReactNode;
  browse?: string;
}): CollectionTab<T> {
  return {
    kind: opts.kind,
    label: opts.label,
    useList: (q) => useQuery({ queryKey: searchKeys.collection(opts.kind, q), queryFn: () => opts.list(q), placeholderData: keepPreviousData }),
    setFavourite: opts.setFavourite,
    idOf: opts.idOf ?? ((item) => (item as { id: number }).id),
    renderItem: opts.renderItem,
    browse: opts.browse,
  };
}

/** A card of another feature with the collection's heart (remove, and undo) beside it. */
const withHeart = (card: ReactNode, heart: ReactNode) => (
  <div className="bh-collection-item">
    {card}
    <div className="bh-collection-heart">{heart}</div>
  </div>
);

/** The kinds of My Collection, in tab order.  */
export const collectionTabs: CollectionTab[] = [
  collectionTab({
    kind: 'task',
    label: 'search.kind.task',
    list: searchApi.favouriteTasks,
    setFavourite: searchApi.favouriteTask,
    renderItem: (task, heart) => <TaskCard task={task} action={heart} />,
    browse: '/orderList',
  }),
  collectionTab({
    kind: 'exhibition',
    label: 'search.kind.exhibition',
    list: exhibitionsApi.favourites,
    setFavourite: exhibitionsApi.favourite,
    renderItem: (item, heart) => withHeart(<ExhibitionCard item={item} heart={false} />, heart),
    browse: '/exhibition',
  }),
  collectionTab({
    kind: 'venue',
    label: 'search.kind.venue',
    list: venuesApi.favourites,
    setFavourite: venuesApi.favourite,
    renderItem: (item, heart) => withHeart(<VenueCard item={item} />, heart),
    browse: '/conventionSpace?tab=venues',
  }),
  collectionTab({
    kind: 'picture',
    label: 'search.kind.picture',
    list: galleryApi.favourites,
    setFavourite: galleryApi.favourite,
    renderItem: (item, heart) => withHeart(<PictureCard item={item} />, heart),
    browse: '/gallery',
  }),
  collectionTab({
    kind: 'article',
    label: 'search.kind.article',
    list: articlesApi.favourites,
    setFavourite: articlesApi.favourite,
    renderItem: (item, heart) => withHeart(<ArticleCard item={item} heart={false} />, heart),
    browse: '/article',
  }),
  collectionTab({
    kind: 'model',
    label: 'models.kind',
    list: modelsApi.favourites,
    setFavourite: modelsApi.favourite,
    renderItem: (item, heart) => withHeart(<ModelCard item={item} />, heart),
    browse: '/modelCenter',
  }),
];
