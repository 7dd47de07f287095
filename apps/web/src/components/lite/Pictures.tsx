import { useEffect, useRef, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { useI18n } from '../../i18n';
import { Icon } from './Icon';
import './pictures.css';

/** attributes for an element of a thumbnail (a class, a test id, `data-*`) */
type Attrs = HTMLAttributes<HTMLElement> & Record<`data-${string}`, string | undefined>;

/** What a page adds to one of the thumbnails: attributes of the item, its button and its image, and what else it holds. */
export interface PictureItem {
  li?: Attrs;
  button?: Attrs;
  img?: Attrs;
  /** beside the thumbnail in its item (an editor's remove button) */
  after?: ReactNode;
}

/**
 * Pictures as a grid of thumbnails that open a viewer, in plain markup (antd's Image.PreviewGroup): each thumbnail is a
 * button named by its picture's alt text (`name 1`, `name 2` … unless `alts` says); the viewer is `PictureViewer`,
 * opened at the thumbnail's picture; closing it gives focus back to the thumbnail that opened it. `thumb`: the
 * thumbnails' size in px (104 × 78 unless told); `lead`: the first picture is drawn across the whole width above the
 * others (a cover); `className`: the list's layout beside `.bh-pictures`; `item`: what a page adds to each thumbnail.
 * Test ids: `testId` (the list), `${testId}-0` … (the thumbnails, unless `item` gives its own), `${testId}-viewer`.
 */
export function Pictures({
  pictures,
  name,
  testId,
  thumb,
  lead,
  alts,
  className,
  item,
}: {
  pictures: string[];
  name: string;
  testId: string;
  thumb?: { width: number; height: number };
  lead?: boolean;
  alts?: string[];
  className?: string;
  item?: (i: number) => PictureItem;
}) {
  const { shown, open, closed } = usePictureViewer();

  return (
    <>
      <ul className={['bh-pictures', lead && 'bh-pictures-lead', className].filter(Boolean).join(' ')} data-testid={testId}>
        {pictures.map((src, i) => {
          const more = item?.(i) ?? {};
          return (
            <li key={`${i} ${src}`} {...more.li}>
              <button
                type="button"
                className="bh-picture-thumb"
                aria-haspopup="dialog"
                onClick={(e) => open(i, e)}
                data-testid={`${testId}-${i}`}
                {...more.button}
              >
                <img
                  src={src}
                  alt={alts?.[i] ?? `${name} ${i + 1}`}
                  width={thumb?.width ?? 104}
                  height={thumb?.height ?? 78}
                  style={thumb && !(lead && i === 0) ? { width: thumb.width, height: thumb.height } : undefined}
                  loading={lead && i === 0 ? undefined : 'lazy'}
                  // the lead picture is the page's largest: asked for first, before the page's other files (decision 085)
                  fetchPriority={lead && i === 0 ? 'high' : undefined}
                  {...more.img}
                />
              </button>
              {more.after}
            </li>
          );
        })}
      </ul>
      {shown !== null && <PictureViewer pictures={pictures} start={shown} name={name} testId={testId} onClose={closed} />}
    </>
  );
}

/**
 * The one opener of a `PictureViewer`: what it shows (a picture's index, or whatever the page keeps: `T`) and the
 * focus going back. `open(what, e)` from the click of the thumbnail that opens it; `closed()` as the viewer's `onClose`
 * (or from a link in it that leaves the page); once the viewer is gone the focus goes back to that thumbnail.
 * `Pictures` uses it, and so does a page whose thumbnails are its own markup (the gallery's wall, a designer's works).
 */
export function usePictureViewer<T = number>() {
  const [shown, setShown] = useState<T | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    // after the viewer has gone: a modal dialog keeps the page behind it inert while it is there
    if (shown !== null || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [shown]);
  const open = (what: T, e: { currentTarget: HTMLElement }) => {
    opener.current = e.currentTarget;
    setShown(() => what);
  };
  const closed = () => setShown(null);
  return { shown, open, closed };
}

/**
 * The full-screen viewer of a few pictures, open while it is mounted: a native modal `<dialog>` (the page behind is
 * inert) with the picture (alt `name 2`), "2 / 5", previous and next (also ← and →, round the ends), close (also Escape
 * and a click beside the picture), and an optional `caption` under the picture (links to what it shows). Focus starts
 * on its close button; `onClose` once it has closed (open it with `usePictureViewer`: it gives focus back).
 */
export function PictureViewer({
  pictures,
  start = 0,
  name,
  testId,
  caption,
  onClose,
}: {
  pictures: string[];
  start?: number;
  name: string;
  testId: string;
  caption?: ReactNode;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const [shown, setShown] = useState(start);
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = pictures.length;
  useEffect(() => {
    const d = dialog.current;
    if (!d || d.open) return;
    d.showModal();
    closeButton.current?.focus();
  }, []);
  const close = () => {
    if (dialog.current?.open) dialog.current.close();
  };
  const step = (by: number) => setShown((i) => (i + by + count) % count);
  const key = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'ArrowLeft' && count > 1) {
      e.preventDefault();
      step(-1);
    } else if (e.key === 'ArrowRight' && count > 1) {
      e.preventDefault();
      step(1);
    }
  };
  if (!count) return null;
  return (
    <dialog
      ref={dialog}
      className="bh-viewer"
      aria-label={t('pictures.viewer', { name })}
      onKeyDown={key}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onClose={onClose}
      // a click on the dimmed page around the picture (the dialog's own box, not what is inside) closes it
      onClick={(e) => e.target === e.currentTarget && close()}
      data-testid={`${testId}-viewer`}
    >
      <div className="bh-viewer-frame">
        <div className="bh-viewer-bar">
          <span aria-live="polite" data-testid={`${testId}-viewer-count`}>
            {t('pictures.count', { n: shown + 1, total: count })}
          </span>
          <button type="button" ref={closeButton} className="bh-viewer-button" onClick={close} aria-label={t('nav.close')}>
            <Icon icon={CloseOutlined} />
          </button>
        </div>
        <img className="bh-viewer-picture" src={pictures[shown]} alt={`${name} ${shown + 1}`} data-testid={`${testId}-viewer-picture`} />
        {caption && <div className="bh-viewer-caption">{caption}</div>}
        {count > 1 && (
          <div className="bh-viewer-steps">
            <button type="button" className="bh-viewer-button" onClick={() => step(-1)} aria-label={t('pictures.previous')}>
              <Icon icon={LeftOutlined} />
            </button>
            <button type="button" className="bh-viewer-button" onClick={() => step(1)} aria-label={t('pictures.next')}>
              <Icon icon={RightOutlined} />
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}
