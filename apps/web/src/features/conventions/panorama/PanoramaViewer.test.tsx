import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PanoramaViewer } from './PanoramaViewer';
import { dragged, keyed, zoomed, INITIAL_VIEW, FOV_MIN, FOV_MAX } from './view';

const urls = ['/files/pano-1.jpg', '/files/pano-2.jpg'];

describe('panorama viewer without WebGL', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so and shows the pictures flat (jsdom has no WebGL at all)', async () => {
    render(<PanoramaViewer urls={urls} />);
    expect(await screen.findByText(/cannot show 360° views/)).toBeTruthy();
    expect(screen.getByTestId('panorama-fallback')).toBeTruthy();
    const imgs = screen.getAllByRole('img').filter((i) => i.getAttribute('src')?.startsWith('/files/pano'));
    expect(imgs.map((i) => i.getAttribute('src'))).toEqual(urls);
    expect(screen.queryByTestId('panorama-stage')).toBeNull();
    expect(document.querySelector('canvas')).toBeNull();
  });

  it('falls back when the browser knows WebGL but refuses a context (GPU blocked)', async () => {
    vi.stubGlobal('WebGLRenderingContext', function WebGLRenderingContext() {});
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    render(<PanoramaViewer urls={urls.slice(0, 1)} />);
    expect(await screen.findByTestId('panorama-fallback')).toBeTruthy();
    expect(getContext).toHaveBeenCalledWith('webgl2');
    expect(getContext).toHaveBeenCalledWith('webgl');
  });
});

describe('panorama view arithmetic', () => {
  it('follows a drag, wraps longitude and stops short of the poles', () => {
    const v = dragged(INITIAL_VIEW, 100, 0, 400);
    expect(v.lon).toBeCloseTo(360 - 100 * (75 / 400));
    expect(dragged(INITIAL_VIEW, 0, 10_000, 400).lat).toBe(85);
    expect(dragged(INITIAL_VIEW, 0, -10_000, 400).lat).toBe(-85);
  });

  it('zooms within its limits and answers the keys it knows', () => {
    expect(zoomed(INITIAL_VIEW, 100).fov).toBe(FOV_MIN);
    expect(zoomed(INITIAL_VIEW, 0.01).fov).toBe(FOV_MAX);
    expect(keyed(INITIAL_VIEW, 'ArrowRight')?.lon).toBe(10);
    expect(keyed(INITIAL_VIEW, '+')?.fov).toBeLessThan(INITIAL_VIEW.fov);
    expect(keyed(INITIAL_VIEW, 'a')).toBeNull();
  });
});
