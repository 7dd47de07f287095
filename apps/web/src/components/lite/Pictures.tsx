import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { useI18n } from '../../i18n';
import { Icon } from './Icon';
import './pictures.css';

/**
 * Pictures as a grid of thumbnails that open a viewer, in plain markup (antd's Image.PreviewGroup): each thumbnail is a
 * button named by its picture's alt text (`name 1`, `name 2` …); the viewer is a native modal `<dialog>` (the page
 * behind is inert) with the picture, "2 / 5", previous and next (also ← and →, round the ends), and close (also Escape
 * and a click beside the picture); closing gives focus back to the thumbnail that opened it. `thumb`: the thumbnails'
 * size in px (104 × 78 unless told); `lead`: the first picture is drawn across the whole width above the others (a cover).
 */
export function Pictures({
  pictures,
  name,
  testId,
  thumb,
  lead,
}: {
  pictures: string[];
  name: string;
  testId: string;
  thumb?: { width: number; height: number };
  lead?: boolean;
}) {
  const { t } = useI18n();
  const [shown, setShown] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const alt = (i: number) => `${name} ${i + 1}`;
  const count = pictures.length;

  const open = (i: number, e: MouseEvent<HTMLButtonElement>) => {
    opener.current = e.currentTarget;
    setShown(i);
  };
  const isOpen = shown !== null;
  // shown as a modal once its content is rendered, with focus on its close button
  useEffect(() => {
    const d = dialog.current;
    if (!isOpen || !d || d.open) return;
    d.showModal();
    closeButton.current?.focus();
  }, [isOpen]);
  const close = () => {
    if (dialog.current?.open) dialog.current.close();
  };
  // the dialog closed (its button, Escape, a click beside the picture): the thumbnail that opened it has focus again
  const closed = () => {
    setShown(null);
    opener.current?.focus();
    opener.current = null;
  };
  const step = (by: number) => setShown((i) => (i === null ? i : (i + by + count) % count));
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

  return (
    <>
      <ul className={`bh-pictures${lead ? ' bh-pictures-lead' : ''}`} data-testid={testId}>
        {pictures.map((src, i) => (
          <li key={src}>
            <button type="button" className="bh-picture-thumb" aria-haspopup="dialog" onClick={(e) => open(i, e)} data-testid={`${testId}-${i}`}>
              <img
                src={src}
                alt={alt(i)}
                width={thumb?.width ?? 104}
                height={thumb?.height ?? 78}
                style={thumb && !(lead && i === 0) ? { width: thumb.width, height: thumb.height } : undefined}
                loading={lead && i === 0 ? undefined : 'lazy'}
              />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className="bh-viewer"
        aria-label={t('pictures.viewer', { name })}
        onKeyDown={key}
        onCancel={(e) => {
          e.preventDefault();
          close();
        }}
        onClose={closed}
        // a click on the dimmed page around the picture (the dialog's own box, not what is inside) closes it
        onClick={(e) => e.target === e.currentTarget && close()}
        data-testid={`${testId}-viewer`}
      >
        {shown !== null && (
          <div className="bh-viewer-frame">
            <div className="bh-viewer-bar">
              <span aria-live="polite" data-testid={`${testId}-viewer-count`}>
                {t('pictures.count', { n: shown + 1, total: count })}
              </span>
              <button type="button" ref={closeButton} className="bh-viewer-button" onClick={close} aria-label={t('nav.close')}>
                <Icon icon={CloseOutlined} />
              </button>
            </div>
            <img className="bh-viewer-picture" src={pictures[shown]} alt={alt(shown)} data-testid={`${testId}-viewer-picture`} />
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
        )}
      </dialog>
    </>
  );
}
