import type { ReactNode } from 'react';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Icon } from './Icon';

/**
 * A box of more, closed until its title is clicked (antd's Collapse of one panel): a native `<details>`, its
 * `<summary>` reached with Tab and opened with Enter or Space, read out as expanded or collapsed. What it holds stays
 * in the page while it is closed (antd's `forceRender`): a form's fields inside keep their values. Drawn by content.css;
 * `className`: its spacing in the page (`bh-gap-bottom`).
 */
export function Collapse({ title, children, testId, className }: { title: ReactNode; children: ReactNode; testId?: string; className?: string }) {
  return (
    <details className={className ? `bh-collapse ${className}` : 'bh-collapse'} data-testid={testId}>
      <summary>
        <Icon icon={RightOutlined} />
        {title}
      </summary>
      <div className="bh-collapse-body">{children}</div>
    </details>
  );
}
