import { describe, expect, it } from 'vitest';
import { parsePlanCsv } from './planCsv';

const head = 'hall,number,width_m,depth_m,opens,x_m,y_m';

describe('floor plan CSV import', () => {
  it('turns good rows into halls and plots in centimetres', () => {
    const r = parsePlanCsv([head, 'H1,A01,9,6,2,0,0', 'H1,A02,3,3,1,9.5,0', 'H2,B01,6,6,4,1,1'].join('\n'));
    expect(r.errors).toEqual([]);
    expect(r.rows).toBe(3);
    expect(r.halls.map((h) => [h.name, h.widthCm, h.depthCm, h.plots.length])).toEqual([
      ['H1', 1500, 800, 2],
      ['H2', 900, 900, 1],
    ]);
    expect(r.halls[0]!.plots[1]).toEqual({ number: 'A02', widthCm: 300, depthCm: 300, opens: 1, xCm: 950, yCm: 0 });
  });

  it('reports every bad row with its line and sends nothing of them', () => {
    const r = parsePlanCsv(
      [head, 'H1,A01,9,6,2,0,0', ',A02,3,3,1,0,0', 'H1,A01,3,3,1,0,0', 'H1,A03,0,3,1,0,0', 'H1,A04,3,3,5,0,0', 'H1,A05,3,3,1,-1,x'].join('\n'),
    );
    expect(r.errors).toEqual([
      { line: 3, code: 'hall' },
      { line: 4, code: 'duplicate', detail: 'A01' },
      { line: 5, code: 'size', detail: 'width_m' },
      { line: 6, code: 'opens' },
      { line: 7, code: 'position', detail: 'x_m' },
      { line: 7, code: 'position', detail: 'y_m' },
    ]);
    expect(r.halls[0]!.plots.map((p) => p.number)).toEqual(['A01']);
  });

  it('names missing columns, and keeps the size of a hall already in the editor', () => {
    expect(parsePlanCsv('hall,number,width_m\nH1,A1,3').errors).toEqual([{ line: 1, code: 'columns', detail: 'depth_m, opens, x_m, y_m' }]);
    const existing = [{ name: 'H1', widthCm: 1000, depthCm: 1000, plots: [] }];
    const r = parsePlanCsv([head, 'H1,A1,3,3,1,0,0', 'H1,A2,3,3,1,9,0'].join('\n'), existing);
    expect(r.errors).toEqual([{ line: 3, code: 'outside', detail: 'H1' }]);
    expect(r.halls).toEqual([
      { name: 'H1', widthCm: 1000, depthCm: 1000, plots: [{ number: 'A1', widthCm: 300, depthCm: 300, opens: 1, xCm: 0, yCm: 0 }] },
    ]);
  });
});
