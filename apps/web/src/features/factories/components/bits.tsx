import { Tag } from '../../../components/lite/Content';
import { useI18n } from '../../../i18n';
import { capabilities, type Capability, type QuoteRequest } from '../api';
import { capKey } from '../lib';

/** A factory's capabilities as tags. */
export function CapabilityTags({ value }: { value: readonly Capability[] }) {
  const { t } = useI18n();
  return (
    <>
      {value.map((c) => (
        <Tag key={c} color="blue" testId={`cap-${c}`}>
          {t(capKey(c))}
        </Tag>
      ))}
    </>
  );
}

/**
 * Capabilities to tick (a form field or a filter) as a row of toggles: native checkboxes drawn as chips (plain markup;
 * a form gives it `value` and `onChange` as to any control).
 */
export function CapabilityChecks({
  value = [],
  onChange,
  testId,
  label,
  id,
  describedBy,
}: {
  value?: Capability[];
  onChange?: (v: Capability[]) => void;
  testId: string;
  /** the group's name for screen readers (a form field's label names it already) */
  label?: string;
  /** the first checkbox's id (a plain form puts the focus there when none is ticked) */
  id?: string;
  /** a plain form's error line, tied to the group */
  describedBy?: string;
}) {
  const { t } = useI18n();
  return (
    <div className="bh-chips" role="group" aria-label={label} aria-describedby={describedBy} data-testid={testId}>
      {capabilities.map((c, i) => (
        <label key={c} className="bh-chip">
          <input
            type="checkbox"
            id={i === 0 ? id : undefined}
            checked={value.includes(c)}
            onChange={(e) => onChange?.(e.target.checked ? [...value, c] : value.filter((v) => v !== c))}
            data-testid={`${testId}-${c}`}
          />
          <span>{t(capKey(c))}</span>
        </label>
      ))}
    </div>
  );
}

const statusColor = { open: 'blue', closed: 'default', picked: 'green' } as const;

/** A request's state: open, closed (deadline passed), picked. */
export function RequestStatus({ status }: { status: QuoteRequest['status'] }) {
  const { t } = useI18n();
  return (
    <Tag color={statusColor[status]} testId="quote-request-status">
      {t(`factories.request.status.${status}` as 'factories.request.status.open')}
    </Tag>
  );
}

/** A factory's side of a request: invited, accepted, declined, quoted; chosen or not after the pick. */
export function InviteStatus({ status, result }: { status: QuoteRequest['quotes'][number]['status']; result: 'chosen' | 'lost' | null }) {
  const { t } = useI18n();
  if (result) return <Tag color={result === 'chosen' ? 'green' : 'default'}>{t(`factories.result.${result}` as 'factories.result.chosen')}</Tag>;
  return <Tag>{t(`factories.invite.${status}` as 'factories.invite.invited')}</Tag>;
}
