import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { useI18n } from '../../../i18n';
import { TextField, type Check } from '../../../components/lite/Form';
import { Icon } from '../../../components/lite/Icon';
import { hallLimits } from '@boothhub/shared/contracts/venueOptions';
import { hallChecks } from '../venueChecks';
import type { VenueEdit } from '../api';

/** A hall as the venue form holds it: its texts as typed (the numbers too), and a key of its own for React. */
export interface HallRow {
  key: number;
  name: string;
  nameEn: string;
  plaza: string;
  sizes: string;
}
type HallField = Exclude<keyof HallRow, 'key'>;
const fields: HallField[] = ['name', 'nameEn', 'plaza', 'sizes'];

let lastKey = 0;
/** A new row: a hall with no name, 0 m² and 0 people (antd's `add({ name: '', plaza: 0, sizes: 0 })`). */
export const newHall = (): HallRow => ({ key: ++lastKey, name: '', nameEn: '', plaza: '0', sizes: '0' });
export const hallRows = (halls: VenueEdit['halls']): HallRow[] =>
  halls.map((h) => ({ key: ++lastKey, name: h.name, nameEn: h.nameEn ?? '', plaza: String(h.plaza), sizes: String(h.sizes) }));

/** The rules of a hall's fields (the server's: hallLimits of the venues contract). */
export function useHallChecks(): Record<HallField, Check[]> {
  const { t } = useI18n();
  return hallChecks(t);
}

const errorOf = (checks: Record<HallField, Check[]>, row: HallRow, field: HallField) =>
  checks[field].map((check) => check(row[field], {})).find(Boolean);

/** The id of the first hall field that breaks a rule (`${idBase}-${key}-${field}`, for the focus), or null. */
export function firstWrongHall(checks: Record<HallField, Check[]>, rows: HallRow[], idBase: string): string | null {
  for (const row of rows) for (const field of fields) if (errorOf(checks, row, field)) return `${idBase}-${row.key}-${field}`;
  return null;
}

/**
 * The venue's halls, a row each (name, English name, area, capacity, remove) and "Add a hall". A field's error shows
 * once it was changed, or every one once `checked` (the form was sent). A field's id is `${idBase}-${key}-${field}`;
 * test ids `venue-hall-${field}-${row}`.
 */
export function VenueHalls({
  idBase: base,
  rows,
  onChange,
  checked,
  touched,
  onTouch,
}: {
  idBase: string;
  rows: HallRow[];
  onChange: (rows: HallRow[]) => void;
  checked: boolean;
  /** the fields changed so far, as `${key}-${field}` */
  touched: ReadonlySet<string>;
  onTouch: (id: string) => void;
}) {
  const { t } = useI18n();
  const checks = useHallChecks();
  const set = (key: number, field: HallField, value: string) => {
    onTouch(`${key}-${field}`);
    onChange(rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  };
  const labels: Record<HallField, string> = {
    name: t('conventions.admin.hallName'),
    nameEn: t('conventions.admin.hallNameEn'),
    plaza: t('conventions.venue.area'),
    sizes: t('conventions.venue.capacity'),
  };
  const testIds: Record<HallField, (i: number) => string | undefined> = {
    name: (i) => `venue-hall-name-${i}`,
    nameEn: () => undefined,
    plaza: (i) => `venue-hall-plaza-${i}`,
    sizes: (i) => `venue-hall-sizes-${i}`,
  };
  return (
    <div data-testid="venue-halls-editor" role="group" aria-labelledby={`${base}-title`}>
      <div className="bh-card-title" id={`${base}-title`}>
        {t('conventions.venue.halls')}
      </div>
      {rows.map((row, i) => (
        <div key={row.key} className="bh-cv-hall-row" role="group" aria-label={t('conventions.admin.hallRow', { n: i + 1 })}>
          {fields.map((field) => (
            <TextField
              key={field}
              id={`${base}-${row.key}-${field}`}
              value={row[field]}
              onChange={(v) => set(row.key, field, v)}
              error={checked || touched.has(`${row.key}-${field}`) ? errorOf(checks, row, field) : undefined}
              label={labels[field]}
              inputMode={field === 'plaza' || field === 'sizes' ? 'numeric' : undefined}
              maxLength={field === 'name' || field === 'nameEn' ? hallLimits[field].max : String(hallLimits[field].max).length}
              autoComplete="off"
              testId={testIds[field](i)}
            />
          ))}
          <button
            type="button"
            className="bh-btn bh-btn-text bh-btn-danger bh-btn-icon bh-cv-hall-remove"
            aria-label={t('common.delete')}
            onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
          >
            <Icon icon={DeleteOutlined} />
          </button>
        </div>
      ))}
      <button type="button" className="bh-btn" onClick={() => onChange([...rows, newHall()])} data-testid="venue-hall-add">
        <Icon icon={PlusOutlined} />
        {t('conventions.admin.addHall')}
      </button>
    </div>
  );
}
