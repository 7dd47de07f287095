import './steps.css';
import type { ReactNode } from 'react';
import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import { Icon } from './Icon';

/**
 * antd's small horizontal Steps: the steps before `current` are done (a check), `current` is under way
 * (aria-current), the later ones wait; `done`: every step is done.
 */
export function Steps({ titles, current, done = false }: { titles: ReactNode[]; current: number; done?: boolean }) {
  return (
    <ol className="bh-stepper">
      {titles.map((title, i) => {
        const state = done || i < current ? 'finish' : i === current ? 'process' : 'wait';
        return (
          <li key={i} className={`bh-stepper-item bh-stepper-${state}`} aria-current={state === 'process' ? 'step' : undefined}>
            <span className="bh-stepper-icon">{state === 'finish' ? <Icon icon={CheckOutlined} /> : i + 1}</span>
            <span className="bh-stepper-title">{title}</span>
          </li>
        );
      })}
    </ol>
  );
}
