import { Radio } from 'antd';
import { useI18n } from '../../../i18n';
import { opensLabel } from '../labels';
import { OpenSidesPicture } from './OpenSides';

/** The publish form's picker: four pictures with their names. */
export function OpenSidesPicker({ value, onChange }: { value?: number; onChange?: (v: number) => void }) {
  const { lang } = useI18n();
  return (
    <Radio.Group value={value} onChange={(e) => onChange?.(e.target.value as number)} className="bh-opens-picker" data-testid="task-opens">
      {[1, 2, 3, 4].map((n) => (
        <Radio.Button key={n} value={n} className="bh-opens-option">
          <span className="bh-block" data-testid={`task-opens-${n}`}>
            <OpenSidesPicture opens={n} size={64} />
            <span className="bh-opens-label">{opensLabel(lang, n)}</span>
          </span>
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
