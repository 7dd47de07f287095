import { useEffect, useRef, useState } from 'react';
import AimOutlined from '@ant-design/icons-svg/es/asn/AimOutlined';
import ZoomInOutlined from '@ant-design/icons-svg/es/asn/ZoomInOutlined';
import ZoomOutOutlined from '@ant-design/icons-svg/es/asn/ZoomOutOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { Note } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';
import { Pictures } from '../../../components/lite/Pictures';
import { useI18n } from '../../../i18n';
import type { PanoramaScene } from './scene';
import { dragged, hasWebGL, INITIAL_VIEW, keyed, zoomed, type PanoramaView } from './view';

type State = 'loading' | 'ready' | 'failed' | 'noWebgl';

/**
 * A 360° viewer of a venue's equirectangular panoramas: drag (mouse or finger) to look around, wheel or pinch to zoom,
 * arrow keys and + / − when focused. three.js comes in its own chunk, loaded only when this component mounts in a
 * browser with WebGL; without WebGL the pictures are shown flat with a message. The current view is written to
 * `data-lon`, `data-lat` and `data-fov` of the stage (browser tests read it). Plain markup: the venue's page
 * is a plain route. `focus`: take the focus when it mounts (opened from its poster's button, which is gone then): the
 * stage, or the first flat picture without WebGL.
 */
export function PanoramaViewer({ urls, testId = 'panorama', focus = false }: { urls: string[]; testId?: string; focus?: boolean }) {
  const { t } = useI18n();
  const [webgl] = useState(hasWebGL);
  const [index, setIndex] = useState(0);
  const [state, setState] = useState<State>(webgl ? 'loading' : 'noWebgl');
  const stage = useRef<HTMLDivElement>(null);
  const scene = useRef<PanoramaScene | null>(null);
  const view = useRef<PanoramaView>(INITIAL_VIEW);
  const url = urls[Math.min(index, urls.length - 1)];
  const [sceneReady, setSceneReady] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focus) (stage.current ?? root.current?.querySelector('button'))?.focus();
  }, [focus]);

  const show = (next: PanoramaView) => {
    view.current = next;
    scene.current?.setView(next);
    const el = stage.current;
    if (el) {
      el.dataset.lon = next.lon.toFixed(1);
      el.dataset.lat = next.lat.toFixed(1);
      el.dataset.fov = next.fov.toFixed(1);
    }
  };

  // the scene: made once per mount, freed on unmount
  useEffect(() => {
    const el = stage.current;
    if (!webgl || !el) return;
    let cancelled = false;
    let made: PanoramaScene | null = null;
    let observer: ResizeObserver | null = null;
    import('./scene')
      .then(({ createPanoramaScene }) => {
        if (cancelled) return;
        made = createPanoramaScene(view.current, el.clientWidth || 1, el.clientHeight || 1);
        made.canvas.dataset.testid = `${testId}-canvas`;
        made.canvas.className = 'bh-pano-canvas';
        el.prepend(made.canvas);
        scene.current = made;
        show(view.current);
        observer = new ResizeObserver(() => made?.resize(el.clientWidth || 1, el.clientHeight || 1));
        observer.observe(el);
        setSceneReady(true);
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      observer?.disconnect();
      made?.dispose();
      scene.current = null;
      setSceneReady(false);
    };
  }, [webgl, testId]);

  // the picture: whenever the chosen panorama changes (and once the scene exists)
  useEffect(() => {
    if (!sceneReady || !url || !scene.current) return;
    let live = true;
    setState('loading');
    scene.current.setImage(url).then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [sceneReady, url]);

  // wheel zoom needs a non-passive listener to keep the page from scrolling
  useEffect(() => {
    const el = stage.current;
    if (!el || !webgl) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      show(zoomed(view.current, e.deltaY < 0 ? 1.1 : 1 / 1.1));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [webgl]);

  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<number | null>(null);
  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : null;
  };
  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    pinch.current = spread();
  };
  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(e.pointerId);
    if (!last) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size >= 2) {
      const now = spread();
      if (now && pinch.current) show(zoomed(view.current, now / pinch.current));
      pinch.current = now;
      return;
    }
    show(dragged(view.current, e.clientX - last.x, e.clientY - last.y, e.currentTarget.clientHeight));
  };
  const onPointerUp = (e: React.PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
    pinch.current = spread();
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    const next = keyed(view.current, e.key);
    if (next) {
      e.preventDefault();
      show(next);
    }
  };

  const chooser =
    urls.length > 1 ? (
      <div className="bh-btn-group" role="group" aria-label={t('conventions.venue.panorama')} data-testid={`${testId}-choose`}>
        {urls.map((_, i) => (
          <button key={i} type="button" className="bh-btn bh-btn-small" aria-pressed={i === index} onClick={() => setIndex(i)}>
            {t('conventions.pano.nth', { n: i + 1 })}
          </button>
        ))}
      </div>
    ) : null;

  if (!webgl || state === 'failed')
    return (
      <div ref={root} data-testid={testId}>
        <div className="bh-gap-bottom">
          <Note testId={`${testId}-fallback`}>{webgl ? t('conventions.pano.failed') : t('conventions.pano.noWebgl')}</Note>
        </div>
        <Pictures pictures={urls} name={t('conventions.venue.panorama')} testId={`${testId}-pictures`} thumb={{ width: 240, height: 120 }} />
      </div>
    );

  const tool = (icon: IconDefinition, label: string, next: () => PanoramaView) => (
    <button type="button" className="bh-btn bh-btn-small bh-btn-icon" aria-label={label} onClick={() => show(next())}>
      <Icon icon={icon} />
    </button>
  );
  return (
    <div ref={root} data-testid={testId}>
      <div
        ref={stage}
        className="bh-pano-stage"
        tabIndex={0}
        role="application"
        aria-label={t('conventions.pano.label')}
        aria-roledescription={t('conventions.pano.role')}
        data-testid={`${testId}-stage`}
        data-state={state}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      >
        {state === 'loading' && (
          <div className="bh-pano-spin" role="status" aria-label={t('common.loading')}>
            <span className="bh-spinner" />
          </div>
        )}
      </div>
      <div className="bh-pano-bar">
        <span className="bh-secondary bh-pano-hint">{t('conventions.pano.hint')}</span>
        <div className="bh-row-wrap bh-row-wrap-s">
          {chooser}
          {tool(ZoomInOutlined, t('conventions.pano.zoomIn'), () => zoomed(view.current, 1.2))}
          {tool(ZoomOutOutlined, t('conventions.pano.zoomOut'), () => zoomed(view.current, 1 / 1.2))}
          {tool(AimOutlined, t('conventions.pano.reset'), () => INITIAL_VIEW)}
        </div>
      </div>
    </div>
  );
}
