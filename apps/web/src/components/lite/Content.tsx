import type { ReactNode } from 'react';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import { useI18n } from '../../i18n';
import { Avatar } from './Avatar';
import { Icon } from './Icon';

/**
 * Plain content pieces, first made for the public task list and task detail (decision 045): drawn by
 * components/lite/content.css like antd's Card, Tag, Alert and Descriptions.
 */

/** antd's preset tag colours that the app uses (`tasks/labels.ts` statusColor). */
export type TagColor = 'default' | 'blue' | 'gold' | 'cyan' | 'green' | 'red' | 'purple';

export function Tag({ color = 'default', children, testId, ...data }: { color?: string; children: ReactNode; testId?: string } & DataProps) {
  return (
    <span className={`bh-tag bh-tag-${color}`} data-testid={testId} {...data}>
      {children}
    </span>
  );
}

/** A box with an optional title (antd's small Card), and `extra` at the title's end (a link). */
export function Panel({
  title,
  extra,
  children,
  large,
  className,
  level = 2,
  testId,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  large?: boolean;
  className?: string;
  /** the title's heading level: 1 when the box is the page (a personal centre's page with no other title), 3 inside a box */
  level?: 1 | 2 | 3;
  testId?: string;
}) {
  const H = level === 1 ? 'h1' : level === 3 ? 'h3' : 'h2';
  return (
    <section className={`bh-panel${large ? ' bh-panel-large' : ''}${className ? ` ${className}` : ''}`} data-testid={testId}>
      {title &&
        (extra ? (
          <div className="bh-panel-head bh-panel-head-row">
            <H>{title}</H>
            {extra}
          </div>
        ) : (
          <H className="bh-panel-head">{title}</H>
        ))}
      <div className="bh-panel-body">{children}</div>
    </section>
  );
}

/**
 * An information note (antd's info Alert with its icon); `warning`: antd's warning Alert (something to do before going
 * on); `error`: antd's error Alert, read out as an alert; `success`: antd's success Alert (what was just done, read out
 * as a status). `onClose`: a close button at its end (antd's `closable`).
 */
export function Note({
  children,
  testId,
  error,
  warning,
  success,
  onClose,
}: {
  children: ReactNode;
  testId?: string;
  error?: boolean;
  warning?: boolean;
  success?: boolean;
  onClose?: () => void;
}) {
  const { t } = useI18n();
  const tone = error ? ' bh-note-error' : warning ? ' bh-note-warning' : success ? ' bh-note-success' : '';
  return (
    <div className={`bh-note${tone}`} role={error ? 'alert' : success ? 'status' : 'note'} data-testid={testId}>
      <Icon icon={error ? CloseCircleFilled : warning ? ExclamationCircleFilled : success ? CheckCircleFilled : InfoCircleFilled} />
      <div className="bh-note-text">{children}</div>
      {onClose && (
        <button type="button" className="bh-btn bh-btn-text bh-btn-icon bh-btn-small bh-note-close" aria-label={t('nav.close')} onClick={onClose}>
          <Icon icon={CloseOutlined} />
        </button>
      )}
    </div>
  );
}

export interface Fact {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/** Label and value pairs (antd's Descriptions): one column, or two from 576 px with `columns={2}`. */
export function Facts({ items, columns = 1, testId }: { items: Fact[]; columns?: 1 | 2; testId?: string }) {
  return (
    <dl className={`bh-facts${columns === 2 ? ' bh-facts-2' : ''}`} data-testid={testId}>
      {items.map((f) => (
        <div key={f.key}>
          <dt>{f.label}</dt>
          <dd>{f.children}</dd>
        </div>
      ))}
    </dl>
  );
}

type DataProps = { [key: `data-${string}`]: string | undefined };

/** Grey bars where text is coming (antd's active Skeleton). */
export function Skeleton() {
  return (
    <div className="bh-skeleton" aria-busy="true">
      <span />
      <span />
      <span />
      <span />
    </div>
  );
}

export { Avatar, avatarColour } from './Avatar';

/** A person named with their avatar before the name (`children` instead of the plain name, e.g. a link). */
export function Person({
  name,
  src,
  id,
  size = 20,
  children,
  testId,
}: {
  name: string;
  src?: string | null;
  id?: string;
  size?: number;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <span className="bh-person" data-testid={testId}>
      <Avatar src={src} size={size} name={name} id={id} />
      {children ?? name}
    </span>
  );
}

/**
 * A rating out of 5 as stars (antd's disabled Rate, halves included), read out as its text ("4.5 out of 5 stars");
 * `null` shows `none` instead ("Not rated yet").
 */
export function Stars({ value, none, testId }: { value: number | null; none?: ReactNode; testId?: string }) {
  const { t } = useI18n();
  if (value === null) return <span className="bh-secondary">{none}</span>;
  const halves = Math.round(value * 2);
  return (
    <span className="bh-stars" role="img" aria-label={t('stars.label', { value: (halves / 2).toString() })} data-testid={testId}>
      {[0, 1, 2, 3, 4].map((i) => (
        <span key={i} className={halves >= 2 * i + 2 ? 'is-full' : halves === 2 * i + 1 ? 'is-half' : undefined}>
          <Icon icon={StarFilled} />
          {halves === 2 * i + 1 && <Icon icon={StarFilled} className="bh-star-half" />}
        </span>
      ))}
    </span>
  );
}
