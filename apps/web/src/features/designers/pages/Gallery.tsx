import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useUrlQuery } from '../../../lib/urlQuery';
import { gallery as g, type BodyOf } from '@boothhub/shared';
import { FavouriteButton } from '../../../components/FavouriteButton';
import { Person, Skeleton } from '../../../components/lite/Content';
import { PictureViewer, usePictureViewer } from '../../../components/lite/Pictures';
import { useI18n } from '../../../i18n';
import { CategoryFilter } from '../../categories';
import { designerKeys, galleryApi } from '../api';
import '../designers.css';

type Filter = Omit<BodyOf<typeof g.getPictures>, 'page' | 'pageSize' | 'cursor'>;
const PAGE = 24;
/** the category tree behind each filter */
const FILTER_TREES = { category: 'designType', style: 'style' } as const;

/**
 * /gallery: the pictures of public works (Gallery/getPictures), newest first, by category and style (in the URL),
 * "more" by keyset cursor; a picture opens full screen (one at a time: the caption is its own) with its work and
 * designer linked, and closing it gives focus back to the picture; a heart on each (glrFvr).
 * Plain markup (components/lite): the filters are the plain CategoryFilter.
 */
export default function Gallery() {
  const { t } = useI18n();
  const { params, set } = useUrlQuery();
  const filter: Filter = {
    ...(params.get('category') ? { category: params.get('category')! } : {}),
    ...(params.get('style') ? { style: params.get('style')! } : {}),
  };
  const pages = useInfiniteQuery({
    queryKey: [...designerKeys.all, 'gallery', filter],
    queryFn: ({ pageParam }) => galleryApi.pictures({ ...filter, page: 1, pageSize: PAGE, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const pictures = pages.data?.pages.flatMap((p) => p.listItem) ?? [];
  const viewer = usePictureViewer();
  const shown = viewer.shown === null ? undefined : pictures[viewer.shown];
  return (
    <div className="bh-container">
      <h1 className="bh-ds-title">{t('designers.gallery.title')}</h1>
      <div className="bh-row-wrap bh-gallery-filters">
        {(['category', 'style'] as const).map((field) => (
          <div key={field} className="bh-gallery-filter">
            <CategoryFilter
              tree={FILTER_TREES[field]}
              value={filter[field]}
              onChange={(v) => set(field, v)}
              placeholder={t(`designers.gallery.${field}`)}
              aria-label={t(`designers.gallery.${field}`)}
              testId={`gallery-${field}`}
            />
          </div>
        ))}
      </div>
      {pages.isPending ? (
        <Skeleton />
      ) : pictures.length === 0 ? (
        <p className="bh-empty">{t('designers.gallery.empty')}</p>
      ) : (
        <div className="bh-gallery-wall" data-testid="gallery-wall">
          {pictures.map((p, i) => (
            <figure key={p.id} className="bh-gallery-item" data-testid={`gallery-picture-${p.id}`}>
              <button
                type="button"
                className="bh-gallery-open"
                aria-haspopup="dialog"
                onClick={(e) => viewer.open(i, e)}
                aria-label={t('designers.gallery.open', { title: p.title })}
              >
                <img src={p.thumb} alt={p.title} loading="lazy" />
              </button>
              <figcaption>
                <Link to={`/designInfo?cardno=${p.designer.cardno}&work=${p.workId}`}>{p.title}</Link>
                <FavouriteButton
                  id={p.id}
                  fav={p.fav}
                  setFavourite={galleryApi.favourite}
                  invalidate={[[...designerKeys.all, 'gallery']]}
                  testId={`gallery-fav-${p.id}`}
                  size="small"
                />
              </figcaption>
            </figure>
          ))}
        </div>
      )}
      {pages.hasNextPage && (
        <div className="bh-gallery-more">
          <button
            type="button"
            className="bh-btn"
            onClick={() => !pages.isFetchingNextPage && void pages.fetchNextPage()}
            aria-disabled={pages.isFetchingNextPage || undefined}
            aria-busy={pages.isFetchingNextPage || undefined}
            data-testid="gallery-more"
          >
            {t('designers.gallery.more')}
          </button>
        </div>
      )}
      {shown && (
        <PictureViewer
          key={shown.id}
          pictures={[shown.url]}
          name={shown.title}
          testId="gallery"
          onClose={viewer.closed}
          caption={
            <span className="bh-gallery-caption" data-testid="gallery-viewer-caption">
              <Link to={`/designInfo?cardno=${shown.designer.cardno}&work=${shown.workId}`} onClick={viewer.closed}>
                {shown.title}
              </Link>
              {' · '}
              <Person name={shown.designer.nickname} src={shown.designer.userlogo} id={shown.designer.cardno} size={24}>
                <Link to={`/designInfo?cardno=${shown.designer.cardno}`} onClick={viewer.closed}>
                  {shown.designer.nickname}
                </Link>
              </Person>
            </span>
          }
        />
      )}
    </div>
  );
}
