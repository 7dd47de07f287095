/**
 * The task form's prefill from its address (/personalCenter/newService?plaza=54&sizes=9×6 m&opens=2&city=…&addr=…
 * &sdate=…&edate=…&groupid=…&plotId=…): what "post a design task for this booth" on a floor plan knows. Only
 * sane values are taken; the publisher still sees and may change every field.
 */
export interface TaskPrefill {
  plaza?: number;
  sizes?: string;
  opens?: number;
  city?: string;
  addr?: string;
  /** the exhibition's days, `from/to` (the form's range of days) */
  exhibition?: string;
  groupid?: number;
  plotId?: number;
}

const int = (s: string | null, min: number, max: number) => {
  const n = Number(s);
  return s !== null && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};
const text = (s: string | null, max: number) => (s && s.trim() ? s.trim().slice(0, max) : undefined);
/** a real calendar day `YYYY-MM-DD` (not 2026-02-30) */
const day = (s: string | null) => {
  const time = s && /^\d{4}-\d{2}-\d{2}$/.test(s) ? Date.parse(`${s}T00:00:00Z`) : NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(s!) ? s! : undefined;
};

export function readTaskPrefill(p: URLSearchParams): TaskPrefill {
  const sdate = day(p.get('sdate'));
  const edate = day(p.get('edate'));
  const out: TaskPrefill = {
    plaza: int(p.get('plaza'), 1, 100_000),
    sizes: text(p.get('sizes'), 40),
    opens: int(p.get('opens'), 1, 4),
    city: text(p.get('city'), 30),
    addr: text(p.get('addr'), 120),
    exhibition: sdate && edate && edate >= sdate ? `${sdate}/${edate}` : undefined,
    groupid: int(p.get('groupid'), 1, 2_147_483_647),
    plotId: int(p.get('plotId'), 1, 2_147_483_647),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as TaskPrefill;
}
