import { Checkbox, Tag } from 'antd';
import { useI18n } from '../../../i18n';
import { capabilities, type Capability, type QuoteRequest } from '../api';
import { capKey } from '../lib';

/** A factory's capabilities as tags. */
export function CapabilityTags({ value }: { value: readonly Capability[] }) {
  const { t } = useI18n();
  return (
    <>
      {value.map((c) => (
        <Tag key={c} color="blue" data-testid={`cap-${c}`}>
          {t(capKey(c))}
        </Tag>
      ))}
    </>
  );
}

/** Capabilities to tick (a form field or a filter). */
export function CapabilityChecks({ value = [], onChange, testId }: { value?: Capability[]; onChange?: (v: Capability[]) => void; testId: string }) {
  const { t } = useI18n();
  return (
    <Checkbox.Group
      value={value}
      onChange={(v) => onChange?.(v as Capability[])}
      options={capabilities.map((c) => ({ value: c, label: <span data-testid={`${testId}-${c}`}>{t(capKey(c))}</span> }))}
      data-testid={testId}
    />
  );
}

const statusColor = { open: 'processing', closed: 'default', picked: 'success' } as const;

/** A request's state: open, closed (deadline passed), picked. */
export function RequestStatus({ status }: { status: QuoteRequest['status'] }) {
  const { t } = useI18n();
  return (
    <Tag color={statusColor[status]} data-testid="quote-request-status">
      {t(`factories.request.status.${status}` as 'factories.request.status.open')}
    </Tag>
  );
}

/** A factory's side of a request: invited, accepted, declined, quoted; chosen or not after the pick. */
export function InviteStatus({ status, result }: { status: QuoteRequest['quotes'][number]['status']; result: 'chosen' | 'lost' | null }) {
  const { t } = useI18n();
  if (result) return <Tag color={result === 'chosen' ? 'success' : 'default'}>{t(`factories.result.${result}` as 'factories.result.chosen')}</Tag>;
  return <Tag>{t(`factories.invite.${status}` as 'factories.invite.invited')}</Tag>;
}
