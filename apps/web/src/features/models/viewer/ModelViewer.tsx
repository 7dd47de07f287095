import { useEffect, useRef, useState } from 'react';
import { Note } from '../../../components/lite/Content';
import { Switch } from '../../../components/lite/Switch';
import { useI18n } from '../../../i18n';
import type { ModelScene } from './scene';

interface Props {
  /** the preview glb's address, or a picked glb file itself (read in the browser) */
  url: string | Blob;
  /** the size the server read, metres (shown until the viewer has measured the preview) */
  bbox?: [number, number, number] | null;
  height?: number;
  /** "use this view as the poster" (decision 081): the view's snapshot goes to `take` */
  poster?: { label: string; take(snapshot: Blob): Promise<void> };
}

const m = (n: number) => n.toFixed(2);

/**
 * The 3D viewer (docs/rules/models.md "Detail"): three.js comes in its own chunk, loaded when this component mounts.
 * Orbit with the left button or one finger, zoom with the wheel or a pinch, pan with the right button or two fingers.
 * Plain markup: it shows on the model's public page (decision 045's pattern).
 */
export function ModelViewer({ url, bbox, height = 420, poster }: Props) {
  const { t } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const scene = useRef<ModelScene | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [size, setSize] = useState<[number, number, number] | null>(bbox ?? null);
  const [wire, setWire] = useState(false);
  const [grid, setGrid] = useState(true);
  const [figure, setFigure] = useState(true);
  const [taking, setTaking] = useState(false);
  const takePoster = async () => {
    if (!scene.current || !poster || taking) return;
    setTaking(true);
    try {
      await poster.take(await scene.current.snapshot());
    } catch {
      // an upload's failure is shown by the request helper
    } finally {
      setTaking(false);
    }
  };

  useEffect(() => {
    let gone = false;
    const el = box.current!;
    let observer: ResizeObserver | undefined;
    void (async () => {
      try {
        const { createModelScene } = await import('./scene');
        if (gone) return;
        const s = createModelScene(el.clientWidth || 600, height);
        scene.current = s;
        s.canvas.dataset.testid = 'model-canvas';
        el.appendChild(s.canvas);
        observer = new ResizeObserver(() => s.resize(el.clientWidth || 600, height));
        observer.observe(el);
        const loaded = await s.load(typeof url === 'string' ? url : await url.arrayBuffer());
        if (gone) return;
        setSize(bbox ?? loaded.size);
        setState('ready');
      } catch {
        if (!gone) setState('failed');
      }
    })();
    return () => {
      gone = true;
      observer?.disconnect();
      scene.current?.canvas.remove();
      scene.current?.dispose();
      scene.current = null;
    };
  }, [url, height, bbox]);

  return (
    <div className="bh-model-viewer" data-testid="model-viewer" data-state={state}>
      <div ref={box} style={{ height, position: 'relative' }}>
        {state === 'loading' && <span className="bh-spinner bh-model-viewer-spin" role="status" aria-label={t('common.loading')} />}
      </div>
      {state === 'failed' && <Note>{t('models.viewer.failed')}</Note>}
      <div className="bh-row-wrap bh-model-viewer-tools">
        <button type="button" className="bh-btn bh-btn-small" onClick={() => scene.current?.resetView()} data-testid="model-reset">
          {t('models.viewer.reset')}
        </button>
        <Switch
          checked={wire}
          onChange={(v) => (setWire(v), scene.current?.setWireframe(v))}
          label={t('models.viewer.wireframe')}
          testId="model-wireframe"
        />
        <Switch checked={grid} onChange={(v) => (setGrid(v), scene.current?.setGrid(v))} label={t('models.viewer.grid')} />
        <Switch checked={figure} onChange={(v) => (setFigure(v), scene.current?.setFigure(v))} label={t('models.viewer.figure')} />
        {size && (
          <span className="bh-secondary" data-testid="model-dimensions">
            {t('models.viewer.size', { x: m(size[0]), y: m(size[1]), z: m(size[2]) })}
          </span>
        )}
        <span className="bh-secondary">{t('models.viewer.hint')}</span>
      </div>
      {poster && state === 'ready' && (
        <button
          type="button"
          className="bh-btn bh-btn-primary bh-gap-top-s"
          onClick={() => void takePoster()}
          aria-busy={taking || undefined}
          disabled={taking}
          data-testid="model-use-view"
        >
          {poster.label}
        </button>
      )}
    </div>
  );
}
