import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../../test/renderPage';
import { BoothPlan } from './BoothPlan';

const halls = [
  {
    id: 1,
    name: '7.1 馆',
    nameEn: 'Hall 7.1',
    widthCm: 6000,
    depthCm: 4000,
    plots: [
      { id: 11, number: 'A01', widthCm: 900, depthCm: 600, opens: 2, xCm: 0, yCm: 0 },
      { id: 12, number: 'A02', widthCm: 300, depthCm: 300, opens: 1, xCm: 1000, yCm: 0 },
    ],
  },
  {
    id: 2,
    name: '8.1 馆',
    nameEn: null,
    widthCm: 3000,
    depthCm: 3000,
    plots: [{ id: 21, number: 'B01', widthCm: 600, depthCm: 600, opens: 4, xCm: 100, yCm: 100 }],
  },
];
const context = { exhibitionId: 5, city: '上海', venue: '国家会展中心', sdate: '2027-04-20', edate: '2027-04-24' };

function setup() {
  return renderPage(<BoothPlan halls={halls} context={context} />, { path: '/exhibitionBooth', url: '/exhibitionBooth?id=5' });
}
const box = () => screen.getByTestId('plan-svg').getAttribute('viewBox')!.split(' ').map(Number);

describe('floor plan viewer', () => {
  it('zooms with the buttons and the wheel, pans with a drag, and resets', async () => {
    const { user } = setup();
    const fitted = box();
    expect(fitted).toEqual([-240, -240, 6480, 4480]);
    await user.click(screen.getByTestId('plan-zoom-in'));
    const zoomed = box();
    expect(zoomed[2]).toBeCloseTo(6480 / 1.5, 1);
    // the centre stays where it was
    expect(zoomed[0]! + zoomed[2]! / 2).toBeCloseTo(fitted[0]! + fitted[2]! / 2, 1);
    fireEvent.wheel(screen.getByTestId('plan-svg'), { deltaY: -200 });
    expect(box()[2]).toBeLessThan(zoomed[2]!);
    const beforeDrag = box();
    const svg = screen.getByTestId('plan-svg');
    fireEvent.pointerDown(svg, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(svg, { pointerId: 1, clientX: 140, clientY: 120 });
    fireEvent.pointerMove(svg, { pointerId: 1, clientX: 180, clientY: 140 });
    fireEvent.pointerUp(svg, { pointerId: 1 });
    const dragged = box();
    expect(dragged[0]).toBeLessThan(beforeDrag[0]!);
    expect(dragged[1]).toBeLessThan(beforeDrag[1]!);
    expect(dragged[2]).toBe(beforeDrag[2]);
    await user.click(screen.getByTestId('plan-reset'));
    expect(box()).toEqual(fitted);
    await user.click(screen.getByTestId('plan-zoom-out'));
    expect(box()[2]).toBeGreaterThan(fitted[2]!);
  });

  it('pinches with two fingers', () => {
    setup();
    const svg = screen.getByTestId('plan-svg');
    const w = box()[2]!;
    fireEvent.pointerDown(svg, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerDown(svg, { pointerId: 2, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(svg, { pointerId: 2, clientX: 300, clientY: 100 });
    expect(box()[2]).toBeCloseTo(w / 2, 0);
  });

  it('opens the panel of a clicked plot, and its task link carries the brief', async () => {
    const { user, location } = setup();
    expect(screen.getByTestId('plan-legend').textContent).toContain('Corner');
    await user.click(screen.getByTestId('plan-plot-A01'));
    expect(screen.getByTestId('plot-panel-title').textContent).toBe('Booth A01');
    expect(screen.getByTestId('plot-panel-size').textContent).toBe('9×6 m');
    expect(screen.getByTestId('plot-panel-opens').textContent).toContain('Corner (2 open sides)');
    await user.click(screen.getByTestId('plot-post-task'));
    await waitFor(() => expect(location()).toMatch(/^\/personalCenter\/newService\?/));
    const q = new URLSearchParams(location().split('?')[1]);
    expect(Object.fromEntries(q)).toEqual({
      plaza: '54',
      sizes: '9×6 m',
      opens: '2',
      city: '上海',
      // the address in the page's language (decision 087); the city as rows store it
      addr: 'Shanghai 国家会展中心 Hall 7.1 Booth A01',
      sdate: '2027-04-20',
      edate: '2027-04-24',
      groupid: '5',
      plotId: '11',
    });
  });

  it('a drag that ends on a plot does not select it; the hall tabs switch plans', async () => {
    const { user } = setup();
    const plot = screen.getByTestId('plan-plot-A02');
    fireEvent.pointerDown(screen.getByTestId('plan-svg'), { pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(screen.getByTestId('plan-svg'), { pointerId: 1, clientX: 60, clientY: 10 });
    fireEvent.pointerUp(screen.getByTestId('plan-svg'), { pointerId: 1 });
    fireEvent.click(plot);
    expect(screen.queryByTestId('plot-panel')).toBeNull();
    await user.click(screen.getByTestId('plan-hall-1'));
    expect(await screen.findByTestId('plan-plot-B01')).toBeTruthy();
    expect(screen.queryByTestId('plan-plot-A01')).toBeNull();
  });
});
