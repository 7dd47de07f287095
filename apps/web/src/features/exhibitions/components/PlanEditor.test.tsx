import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../test/renderPage';
import type { PlanHall } from '../lib/planTypes';
import { PlanEditor } from './PlanEditor';

const head = 'hall,number,width_m,depth_m,opens,x_m,y_m';

function Harness({ onSave }: { onSave: (h: PlanHall[]) => void }) {
  const [halls, setHalls] = useState<PlanHall[]>([]);
  return <PlanEditor value={halls} onChange={setHalls} onSave={() => onSave(halls)} saving={false} />;
}

function setup() {
  const onSave = vi.fn();
  return { onSave, ...renderPage(<Harness onSave={onSave} />, { path: '/uploadExhibition' }) };
}
const csv = (text: string) => new File([text], 'plan.csv', { type: 'text/csv' });

describe('floor plan editor', () => {
  it('lists the bad rows of a CSV file and imports nothing', async () => {
    const { user, onSave } = setup();
    await user.upload(screen.getByTestId('plan-csv-input'), csv([head, 'H1,A01,9,6,2,0,0', 'H1,A01,3,3,1,0,0', 'H1,A03,3,3,7,0,0'].join('\n')));
    const errors = await screen.findByTestId('plan-csv-errors');
    expect(errors.textContent).toContain('Line 3: Booth A01 appears twice in its hall');
    expect(errors.textContent).toContain('Line 4: opens must be 1, 2, 3 or 4');
    expect(screen.queryByTestId('plan-hall-editor-0')).toBeNull();
    await user.click(screen.getByTestId('plan-save'));
    expect(onSave).toHaveBeenCalledWith([]);
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('plan-csv-errors')).toBeNull();
  });

  it('imports a good file into the table, where rows are added and edited', async () => {
    const { user, onSave } = setup();
    await user.upload(screen.getByTestId('plan-csv-input'), csv([head, 'H1,A01,9,6,2,0,0', 'H1,A02,3,3,1,10,0'].join('\n')));
    expect((await screen.findByTestId('plan-csv-ok')).textContent).toContain('2 plots imported');
    const hall = screen.getByTestId('plan-hall-editor-0');
    expect(within(hall).getAllByLabelText('Number')).toHaveLength(2);
    await user.click(screen.getByTestId('plan-add-plot-0'));
    const numbers = within(hall).getAllByLabelText('Number');
    expect(numbers).toHaveLength(3);
    await user.clear(numbers[2]!);
    await user.type(numbers[2]!, 'C9');
    await user.click(screen.getByTestId('plan-save'));
    const saved = onSave.mock.calls[0]![0] as PlanHall[];
    expect(saved[0]!.widthCm).toBe(1500);
    expect(saved[0]!.plots.map((p) => p.number)).toEqual(['A01', 'A02', 'C9']);
    expect(saved[0]!.plots[0]).toEqual({ number: 'A01', widthCm: 900, depthCm: 600, opens: 2, xCm: 0, yCm: 0 });
  });

  it('adds a hall and plots, edits metres (kept in centimetres) and open sides, and removes a plot', async () => {
    const { user, onSave } = setup();
    await user.click(screen.getByTestId('plan-add-hall'));
    const hall = screen.getByTestId('plan-hall-editor-0');
    expect((within(hall).getByRole('textbox', { name: 'Hall name' }) as HTMLInputElement).value).toBe('Hall 1');
    const width = within(hall).getByRole('spinbutton', { name: 'Hall width (m)' });
    await user.clear(width);
    await user.type(width, '42.5');
    // beyond 2000 m: not kept (the last number in range is), and leaving the box shows the kept value again
    const depth = within(hall).getByRole('spinbutton', { name: 'Hall depth (m)' });
    await user.clear(depth);
    await user.type(depth, '3000');
    await user.tab();
    expect((depth as HTMLInputElement).value).toBe('300');
    await user.click(screen.getByTestId('plan-add-plot-0'));
    await user.click(screen.getByTestId('plan-add-plot-0'));
    await user.selectOptions(within(hall).getAllByRole('combobox', { name: 'Open sides' })[1]!, '3');
    const x = within(hall).getAllByRole('spinbutton', { name: 'X (m)' })[1]!;
    await user.clear(x);
    await user.type(x, '6');
    await user.click(within(hall).getByRole('button', { name: 'Delete: A01' }));
    await user.click(screen.getByTestId('plan-save'));
    expect(onSave).toHaveBeenCalledWith([
      { name: 'Hall 1', widthCm: 4250, depthCm: 30000, plots: [{ number: 'A02', widthCm: 300, depthCm: 300, opens: 3, xCm: 600, yCm: 0 }] },
    ]);
  });
});
