import Papa from 'papaparse';
import { planLimits as limits } from '@boothhub/shared/contracts/exhibitionOptions';
import { charCount } from '../../../components/lite/checks';
import type { PlanHall, PlanPlot } from './planTypes';

/**
 * CSV import of a floor plan: one plot per row, columns `hall,number,width_m,depth_m,opens,x_m,y_m` (metres, a
 * header row first, comma or semicolon). Every bad row is reported with its line number and what is wrong, before
 * anything is sent; a good file becomes halls with plots in centimetres, merged into the halls already in the
 * editor (a hall of the same name keeps its size and gets these plots instead of its old ones; a new hall is made
 * as large as its plots reach, plus 2 m, and no larger than the contract's largest hall). A row is checked as
 * Article/huizhanPlan checks its plot (exhibitionOptions planLimits): the import takes what the save takes.
 */
export const CSV_COLUMNS = ['hall', 'number', 'width_m', 'depth_m', 'opens', 'x_m', 'y_m'] as const;

export type CsvErrorCode = 'columns' | 'empty' | 'hall' | 'number' | 'duplicate' | 'size' | 'opens' | 'position' | 'outside';
export interface CsvError {
  /** the file's line (1 = the header) */
  line: number;
  code: CsvErrorCode;
  /** the column at fault, or the missing columns */
  detail?: string;
}

export interface CsvResult {
  halls: PlanHall[];
  errors: CsvError[];
  rows: number;
}

/** the largest hall the contract takes: a new hall's plots must lie inside it */
const largest = { widthCm: limits.cm.max, depthCm: limits.cm.max };
const within = (n: number | null, min: number) => n !== null && n >= min && n <= limits.cm.max;
/** a text's length in characters, as the contract counts it (an emoji is one) */
const fits = (text: string, { min, max }: { min: number; max: number }) => charCount(text) >= min && charCount(text) <= max;

const cm = (s: string | undefined) => {
  const t = (s ?? '').trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
};

export function parsePlanCsv(text: string, existing: PlanHall[] = []): CsvResult {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  const missing = CSV_COLUMNS.filter((c) => !fields.includes(c));
  if (missing.length) return { halls: [], errors: [{ line: 1, code: 'columns', detail: missing.join(', ') }], rows: 0 };
  if (parsed.data.length === 0) return { halls: [], errors: [{ line: 1, code: 'empty' }], rows: 0 };

  const errors: CsvError[] = [];
  const byHall = new Map<string, PlanPlot[]>();
  const sizes = new Map(existing.map((h) => [h.name, h]));
  parsed.data.forEach((row, i) => {
    const line = i + 2;
    const hall = (row.hall ?? '').trim();
    const number = (row.number ?? '').trim();
    const widthCm = cm(row.width_m);
    const depthCm = cm(row.depth_m);
    const opens = Number((row.opens ?? '').trim());
    const xCm = cm(row.x_m);
    const yCm = cm(row.y_m);
    const before = errors.length;
    if (!fits(hall, limits.hallName)) errors.push({ line, code: 'hall' });
    if (!fits(number, limits.plotNumber)) errors.push({ line, code: 'number' });
    if (!within(widthCm, 1)) errors.push({ line, code: 'size', detail: 'width_m' });
    if (!within(depthCm, 1)) errors.push({ line, code: 'size', detail: 'depth_m' });
    if (!Number.isInteger(opens) || opens < limits.opens.min || opens > limits.opens.max) errors.push({ line, code: 'opens' });
    if (!within(xCm, 0)) errors.push({ line, code: 'position', detail: 'x_m' });
    if (!within(yCm, 0)) errors.push({ line, code: 'position', detail: 'y_m' });
    if (errors.length > before) return;
    const plots = byHall.get(hall) ?? [];
    if (plots.some((p) => p.number === number)) {
      errors.push({ line, code: 'duplicate', detail: number });
      return;
    }
    const room = sizes.get(hall) ?? largest;
    if (xCm! + widthCm! > room.widthCm || yCm! + depthCm! > room.depthCm) {
      errors.push({ line, code: 'outside', detail: hall });
      return;
    }
    plots.push({ number, widthCm: widthCm!, depthCm: depthCm!, opens, xCm: xCm!, yCm: yCm! });
    byHall.set(hall, plots);
  });

  const imported: PlanHall[] = [...byHall].map(([name, plots]) => {
    const known = sizes.get(name);
    if (known) return { ...known, plots };
    const reach = (f: (p: PlanPlot) => number) => Math.min(Math.ceil(Math.max(...plots.map(f)) / 100) * 100 + 200, limits.cm.max);
    return { name, widthCm: reach((p) => p.xCm + p.widthCm), depthCm: reach((p) => p.yCm + p.depthCm), plots };
  });
  const halls = [...existing.map((h) => imported.find((x) => x.name === h.name) ?? h), ...imported.filter((x) => !sizes.has(x.name))];
  return { halls, errors, rows: parsed.data.length };
}
