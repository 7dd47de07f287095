import '../exhibitions.css';
import { useRef, useState, type ReactNode } from 'react';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import ImportOutlined from '@ant-design/icons-svg/es/asn/ImportOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import SaveOutlined from '@ant-design/icons-svg/es/asn/SaveOutlined';
import { useI18n } from '../../../i18n';
import { Note } from '../../../components/lite/Content';
import { BusyMark } from '../../../components/lite/BusyMark';
import { Icon } from '../../../components/lite/Icon';
import { Select } from '../../../components/lite/Select';
import { Table, type Column } from '../../../components/lite/Table';
import { useSyncedState } from '../../../lib/useSyncedState';
import { opensLabel } from '../../tasks/labels';
import type { CsvError } from '../lib/planCsv';
import type { PlanHall, PlanPlot } from '../lib/planTypes';

/** A plot in the hall's table, with its index. */
type Row = PlanPlot & { k: number };

const MAX_M = 2000;
const toM = (cm: number) => cm / 100;
const toCm = (m: number) => Math.round(m * 100);
/** the file's text (FileReader: older browsers lack Blob.text) */
const readText = (f: Blob) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result ?? ''));
    r.onerror = () => reject(r.error);
    r.readAsText(f);
  });

/**
 * The floor plan's table editor: halls (name, width × depth) and their plots (number, width × depth, open sides,
 * position), all typed in metres and kept in centimetres; rows added, removed and edited in place. A CSV file
 * (parsePlanCsv) replaces the plots of the halls it names; its bad rows are listed and nothing is imported. Plain
 * markup (components/lite): native number boxes, a native select, the lite table.
 */
export function PlanEditor({
  value,
  onChange,
  onSave,
  saving,
}: {
  value: PlanHall[];
  onChange: (h: PlanHall[]) => void;
  onSave: () => void;
  saving: boolean;
}) {
  const { t } = useI18n();
  const file = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState<{ errors: CsvError[]; rows: number } | null>(null);

  const setHall = (i: number, patch: Partial<PlanHall>) => onChange(value.map((h, j) => (j === i ? { ...h, ...patch } : h)));
  const addHall = () =>
    onChange([...value, { name: t('exhibitions.pub.newHall', { n: value.length + 1 }), widthCm: 6000, depthCm: 4000, plots: [] }]);

  const importCsv = async (f: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!f) return;
    // the parser (papaparse) comes with the first file: most edits type the plots in
    const [{ parsePlanCsv }, text] = await Promise.all([import('../lib/planCsv'), readText(f)]);
    const r = parsePlanCsv(text, value);
    setCsv({ errors: r.errors, rows: r.rows });
    if (r.errors.length === 0) onChange(r.halls);
  };

  return (
    <div className="bh-plan-editor" data-testid="plan-editor">
      <p className="bh-secondary">{t('exhibitions.pub.planHint')}</p>
      <div className="bh-row-actions bh-gap-bottom">
        <button type="button" className="bh-btn" onClick={addHall} data-testid="plan-add-hall">
          <Icon icon={PlusOutlined} />
          {t('exhibitions.pub.addHall')}
        </button>
        <button type="button" className="bh-btn" onClick={() => file.current?.click()} aria-describedby="plan-csv-hint" data-testid="plan-csv-button">
          <Icon icon={ImportOutlined} />
          {t('exhibitions.pub.csv')}
        </button>
        <input
          ref={file}
          type="file"
          accept=".csv,text/csv"
          hidden
          onChange={(e) => void importCsv(e.target.files?.[0])}
          data-testid="plan-csv-input"
        />
        <span className="bh-secondary bh-break" id="plan-csv-hint">
          {t('exhibitions.pub.csvHint')}
        </span>
      </div>
      {csv && csv.errors.length > 0 && (
        <div className="bh-gap-bottom">
          <Note error onClose={() => setCsv(null)}>
            <strong>{t('exhibitions.pub.csvErrors', { count: new Set(csv.errors.map((e) => e.line)).size })}</strong>
            <ul className="bh-csv-errors" data-testid="plan-csv-errors">
              {csv.errors.map((e, i) => (
                <li key={i}>
                  {t('exhibitions.pub.csvLine', { line: e.line })}: {t(`exhibitions.csv.err.${e.code}`, { detail: e.detail ?? '' })}
                </li>
              ))}
            </ul>
          </Note>
        </div>
      )}
      {csv && csv.errors.length === 0 && (
        <div className="bh-gap-bottom">
          <Note success testId="plan-csv-ok">
            {t('exhibitions.pub.csvImported', { rows: csv.rows })}
          </Note>
        </div>
      )}
      {value.map((hall, i) => (
        <HallEditor
          key={i}
          index={i}
          hall={hall}
          onChange={(patch) => setHall(i, patch)}
          onRemove={() => onChange(value.filter((_, j) => j !== i))}
        />
      ))}
      <button
        type="button"
        className="bh-btn bh-btn-primary"
        onClick={saving ? undefined : onSave}
        aria-busy={saving || undefined}
        data-testid="plan-save"
      >
        {saving ? <BusyMark /> : <Icon icon={SaveOutlined} />}
        {t('exhibitions.pub.planSave')}
      </button>
    </div>
  );
}

/** One hall: its name and size at the head, its plots as a table of small fields, "add plot" under it. */
function HallEditor({
  index,
  hall,
  onChange,
  onRemove,
}: {
  index: number;
  hall: PlanHall;
  onChange: (patch: Partial<PlanHall>) => void;
  onRemove: () => void;
}) {
  const { t, lang } = useI18n();
  const setPlot = (k: number, patch: Partial<PlanPlot>) => onChange({ plots: hall.plots.map((p, j) => (j === k ? { ...p, ...patch } : p)) });
  const addPlot = () => {
    const next = hall.plots.length + 1;
    onChange({ plots: [...hall.plots, { number: `A${String(next).padStart(2, '0')}`, widthCm: 300, depthCm: 300, opens: 1, xCm: 0, yCm: 0 }] });
  };
  /** A plot column whose cell is a small field, named (`aria-label`) like the column's heading. */
  const plotColumn = (key: string, label: string, field: (p: Row, label: string) => ReactNode): Column<Row> => ({
    key,
    title: label,
    render: (p) => field(p, label),
  });
  /** A plot column of metres (size, position) that writes the field back in centimetres. */
  const metresColumn = (key: string, field: 'widthCm' | 'depthCm' | 'xCm' | 'yCm', label: string, min = 0) =>
    plotColumn(key, label, (p) => <Metres cm={p[field]} onChange={(cm) => setPlot(p.k, { [field]: cm })} label={label} min={min} />);
  const columns: Column<Row>[] = [
    plotColumn('number', t('exhibitions.pub.plotNumber'), (p, label) => (
      <input
        className="bh-input bh-plan-input"
        value={p.number}
        maxLength={16}
        onChange={(e) => setPlot(p.k, { number: e.target.value })}
        aria-label={label}
      />
    )),
    metresColumn('w', 'widthCm', t('exhibitions.pub.plotWidth'), 0.5),
    metresColumn('d', 'depthCm', t('exhibitions.pub.plotDepth'), 0.5),
    plotColumn('opens', t('exhibitions.pub.plotOpens'), (p, label) => (
      <Select
        value={String(p.opens)}
        onChange={(v) => v && setPlot(p.k, { opens: Number(v) })}
        options={[1, 2, 3, 4].map((n) => ({ value: String(n), label: `${n} · ${opensLabel(lang, n)}` }))}
        label={label}
        width={130}
      />
    )),
    metresColumn('x', 'xCm', t('exhibitions.pub.plotX')),
    metresColumn('y', 'yCm', t('exhibitions.pub.plotY')),
    {
      key: 'rm',
      title: <span className="bh-sr-only">{t('common.delete')}</span>,
      render: (p) => (
        <RemoveButton label={`${t('common.delete')}: ${p.number}`} onClick={() => onChange({ plots: hall.plots.filter((_, j) => j !== p.k) })} />
      ),
    },
  ];
  return (
    <div className="bh-panel bh-gap-bottom" data-testid={`plan-hall-editor-${index}`}>
      <div className="bh-panel-head bh-panel-head-row">
        <div className="bh-row-wrap">
          <input
            className="bh-input bh-plan-input bh-plan-name"
            value={hall.name}
            maxLength={60}
            onChange={(e) => onChange({ name: e.target.value })}
            aria-label={t('exhibitions.pub.hallName')}
          />
          <Metres cm={hall.widthCm} onChange={(cm) => onChange({ widthCm: cm })} label={t('exhibitions.pub.hallWidth')} min={1} />×
          <Metres cm={hall.depthCm} onChange={(cm) => onChange({ depthCm: cm })} label={t('exhibitions.pub.hallDepth')} min={1} /> m
        </div>
        <RemoveButton label={`${t('exhibitions.pub.removeHall')}: ${hall.name}`} onClick={onRemove} />
      </div>
      <div className="bh-panel-body">
        <Table columns={columns} rows={hall.plots.map((p, k) => ({ ...p, k }))} rowKey={(p) => p.k} caption={hall.name} />
        <button type="button" className="bh-btn bh-btn-small bh-btn-dashed bh-gap-top-s" onClick={addPlot} data-testid={`plan-add-plot-${index}`}>
          <Icon icon={PlusOutlined} />
          {t('exhibitions.pub.addPlot')}
        </button>
      </div>
    </div>
  );
}

/**
 * Metres in a small number box (antd's InputNumber, steps of 0.5, from `min` to 2000), handed over in centimetres
 * while what is typed is a number in range; leaving the box shows the kept value again.
 */
function Metres({ cm, onChange, label, min = 0 }: { cm: number; onChange: (cm: number) => void; label: string; min?: number }) {
  const [text, setText] = useSyncedState(String(toM(cm)));
  return (
    <input
      type="number"
      className="bh-input bh-plan-input bh-plan-metres"
      min={min}
      max={MAX_M}
      step={0.5}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const m = e.target.value.trim() === '' ? NaN : Number(e.target.value);
        if (Number.isFinite(m) && m >= min && m <= MAX_M) onChange(toCm(m));
      }}
      onBlur={() => setText(String(toM(cm)))}
      aria-label={label}
    />
  );
}

/** The small red bin that removes a hall or a plot. */
function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="bh-btn bh-btn-text bh-btn-icon bh-btn-small bh-btn-danger" aria-label={label} onClick={onClick}>
      <Icon icon={DeleteOutlined} />
    </button>
  );
}
