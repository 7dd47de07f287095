import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Space, Spin, Switch, Typography } from 'antd';
import { useI18n } from '../../../i18n';
import type { ModelScene } from './scene';

interface Props {
  url: string;
  /** the size the server read, metres (shown until the viewer has measured the preview) */
  bbox?: [number, number, number] | null;
  height?: number;
}

const m = (n: number) => n.toFixed(2);

/**
 * The 3D viewer (docs/rules/models.md "Detail"): three.js comes in its own chunk, loaded when this component mounts.
 * Orbit with the left button or one finger, zoom with the wheel or a pinch, pan with the right button or two fingers.
 */
export function ModelViewer({ url, bbox, height = 420 }: Props) {
  const { t } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const scene = useRef<ModelScene | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [size, setSize] = useState<[number, number, number] | null>(bbox ?? null);
  const [wire, setWire] = useState(false);
  const [grid, setGrid] = useState(true);
  const [figure, setFigure] = useState(true);

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
        const loaded = await s.load(url);
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
        {state === 'loading' && <Spin className="bh-model-viewer-spin" />}
      </div>
      {state === 'failed' && <Alert type="warning" showIcon message={t('models.viewer.failed')} />}
      <Space wrap className="bh-model-viewer-tools">
        <Button size="small" onClick={() => scene.current?.resetView()} data-testid="model-reset">
          {t('models.viewer.reset')}
        </Button>
        <Space size={4}>
          <Switch size="small" checked={wire} onChange={(v) => (setWire(v), scene.current?.setWireframe(v))} data-testid="model-wireframe" />
          {t('models.viewer.wireframe')}
        </Space>
        <Space size={4}>
          <Switch size="small" checked={grid} onChange={(v) => (setGrid(v), scene.current?.setGrid(v))} />
          {t('models.viewer.grid')}
        </Space>
        <Space size={4}>
          <Switch size="small" checked={figure} onChange={(v) => (setFigure(v), scene.current?.setFigure(v))} />
          {t('models.viewer.figure')}
        </Space>
        {size && (
          <Typography.Text type="secondary" data-testid="model-dimensions">
            {t('models.viewer.size', { x: m(size[0]), y: m(size[1]), z: m(size[2]) })}
          </Typography.Text>
        )}
        <Typography.Text type="secondary">{t('models.viewer.hint')}</Typography.Text>
      </Space>
    </div>
  );
}
