import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Input, InputNumber, Select, Space, Table, Typography, type TableColumnType } from 'antd';
import { DeleteOutlined, ImportOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useI18n } from '../../../i18n';
import { opensLabel } from '../../tasks/labels';
import { parsePlanCsv, type CsvError } from '../lib/planCsv';
import type { PlanHall, PlanPlot } from '../lib/planTypes';

/** A plot in the hall's table, with its index. */
type Row = PlanPlot & { k: number };

const toM = (cm: number) => cm / 100;
/** the file's text (FileReader: older browsers lack Blob.text) */
const readText = (f: Blob) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result ?? ''));
    r.onerror = () => reject(r.error);
    r.readAsText(f);
  });
const toCm = (m: number | null) => Math.round((m ?? 0) * 100);

/**
 * The floor plan's table editor: halls (name, width × depth) and their plots (number, width × depth, open sides,
 * position), all typed in metres and kept in centimetres; rows added, removed and edited in place. A CSV file
 * (parsePlanCsv) replaces the plots of the halls it names; its bad rows are listed and nothing is imported.
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
  const { t, lang } = useI18n();
  const file = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState<{ errors: CsvError[]; rows: number } | null>(null);

  const setHall = (i: number, patch: Partial<PlanHall>) => onChange(value.map((h, j) => (j === i ? { ...h, ...patch } : h)));
  const setPlot = (i: number, k: number, patch: Partial<PlanPlot>) =>
    setHall(i, { plots: value[i]!.plots.map((p, j) => (j === k ? { ...p, ...patch } : p)) });
  const addHall = () =>
    onChange([...value, { name: t('exhibitions.pub.newHall', { n: value.length + 1 }), widthCm: 6000, depthCm: 4000, plots: [] }]);
  const addPlot = (i: number) => {
    const plots = value[i]!.plots;
    const next = plots.length + 1;
    setHall(i, { plots: [...plots, { number: `A${String(next).padStart(2, '0')}`, widthCm: 300, depthCm: 300, opens: 1, xCm: 0, yCm: 0 }] });
  };

  const importCsv = async (f: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!f) return;
    const r = parsePlanCsv(await readText(f), value);
    setCsv({ errors: r.errors, rows: r.rows });
    if (r.errors.length === 0) onChange(r.halls);
  };

  const metres = (v: number, set: (cm: number) => void, label: string, min = 0) => (
    <InputNumber
      size="small"
      min={min}
      max={2000}
      step={0.5}
      value={toM(v)}
      onChange={(m) => set(toCm(m))}
      aria-label={label}
      style={{ width: 80 }}
    />
  );
  /** A plot column whose cell is a small field, named (`aria-label`) like the column's heading. */
  const plotColumn = (key: string, label: string, field: (p: Row, label: string) => ReactNode): TableColumnType<Row> => ({
    key,
    title: label,
    render: (_, p) => field(p, label),
  });
  /** A plot column of metres (size, position) that writes the field back in centimetres. */
  const metresColumn = (i: number, key: string, field: 'widthCm' | 'depthCm' | 'xCm' | 'yCm', label: string, min = 0) =>
    plotColumn(key, label, (p) => metres(p[field], (cm) => setPlot(i, p.k, { [field]: cm }), label, min));

  return (
    <div className="bh-plan-editor" data-testid="plan-editor">
      <Typography.Paragraph type="secondary">{t('exhibitions.pub.planHint')}</Typography.Paragraph>
      <Space wrap className="bh-gap-bottom">
        <Button icon={<PlusOutlined />} onClick={addHall} data-testid="plan-add-hall">
          {t('exhibitions.pub.addHall')}
        </Button>
        <Button icon={<ImportOutlined />} onClick={() => file.current?.click()} data-testid="plan-csv-button">
          {t('exhibitions.pub.csv')}
        </Button>
        <input
          ref={file}
          type="file"
          accept=".csv,text/csv"
          style={{ display: 'none' }}
          onChange={(e) => void importCsv(e.target.files?.[0])}
          data-testid="plan-csv-input"
        />
        <Typography.Text type="secondary">{t('exhibitions.pub.csvHint')}</Typography.Text>
      </Space>
      {csv && csv.errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          className="bh-gap-bottom"
          title={t('exhibitions.pub.csvErrors', { count: new Set(csv.errors.map((e) => e.line)).size })}
          description={
            <ul className="bh-csv-errors" data-testid="plan-csv-errors">
              {csv.errors.map((e, i) => (
                <li key={i}>
                  {t('exhibitions.pub.csvLine', { line: e.line })}: {t(`exhibitions.csv.err.${e.code}`, { detail: e.detail ?? '' })}
                </li>
              ))}
            </ul>
          }
          closable
          onClose={() => setCsv(null)}
        />
      )}
      {csv && csv.errors.length === 0 && (
        <Alert
          type="success"
          showIcon
          className="bh-gap-bottom"
          title={t('exhibitions.pub.csvImported', { rows: csv.rows })}
          data-testid="plan-csv-ok"
        />
      )}
      {value.map((hall, i) => (
        <Card
          key={i}
          size="small"
          className="bh-gap-bottom"
          data-testid={`plan-hall-editor-${i}`}
          title={
            <Space wrap>
              <Input
                size="small"
                value={hall.name}
                maxLength={60}
                onChange={(e) => setHall(i, { name: e.target.value })}
                aria-label={t('exhibitions.pub.hallName')}
                style={{ width: 140 }}
              />
              {metres(hall.widthCm, (cm) => setHall(i, { widthCm: cm }), t('exhibitions.pub.hallWidth'), 1)}×
              {metres(hall.depthCm, (cm) => setHall(i, { depthCm: cm }), t('exhibitions.pub.hallDepth'), 1)} m
            </Space>
          }
          extra={<RemoveButton label={t('exhibitions.pub.removeHall')} onClick={() => onChange(value.filter((_, j) => j !== i))} />}
        >
          <Table<Row>
            size="small"
            pagination={false}
            scroll={{ x: 620 }}
            rowKey="k"
            dataSource={hall.plots.map((p, k) => ({ ...p, k }))}
            columns={[
              plotColumn('number', t('exhibitions.pub.plotNumber'), (p, label) => (
                <Input
                  size="small"
                  value={p.number}
                  maxLength={16}
                  onChange={(e) => setPlot(i, p.k, { number: e.target.value })}
                  aria-label={label}
                  style={{ width: 80 }}
                />
              )),
              metresColumn(i, 'w', 'widthCm', t('exhibitions.pub.plotWidth'), 0.5),
              metresColumn(i, 'd', 'depthCm', t('exhibitions.pub.plotDepth'), 0.5),
              plotColumn('opens', t('exhibitions.pub.plotOpens'), (p, label) => (
                <Select
                  size="small"
                  value={p.opens}
                  onChange={(v) => setPlot(i, p.k, { opens: v })}
                  options={[1, 2, 3, 4].map((n) => ({ value: n, label: `${n} · ${opensLabel(lang, n)}` }))}
                  aria-label={label}
                  style={{ width: 130 }}
                />
              )),
              metresColumn(i, 'x', 'xCm', t('exhibitions.pub.plotX')),
              metresColumn(i, 'y', 'yCm', t('exhibitions.pub.plotY')),
              {
                key: 'rm',
                width: 40,
                render: (_, p) => (
                  <RemoveButton label={t('common.delete')} onClick={() => setHall(i, { plots: hall.plots.filter((_, j) => j !== p.k) })} />
                ),
              },
            ]}
          />
          <Button
            size="small"
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => addPlot(i)}
            className="bh-gap-top-s"
            data-testid={`plan-add-plot-${i}`}
          >
            {t('exhibitions.pub.addPlot')}
          </Button>
        </Card>
      ))}
      <Button type="primary" icon={<SaveOutlined />} onClick={onSave} loading={saving} data-testid="plan-save">
        {t('exhibitions.pub.planSave')}
      </Button>
    </div>
  );
}

/** The small red bin that removes a hall or a plot. */
function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={label} onClick={onClick} />;
}
