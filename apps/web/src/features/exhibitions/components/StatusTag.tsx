import { Tag } from 'antd';
import { useI18n, type MessageKey } from '../../../i18n';

/** preset colour and a text shade dark enough for WCAG AA (4.5:1) on the tag's pale fill */
const colors: Record<string, [string, string]> = {
  draft: ['default', 'rgba(0, 0, 0, 0.88)'],
  pending: ['gold', '#874d00'],
  approved: ['green', '#135200'],
  rejected: ['red', '#820014'],
};

/** The publishing state of an exhibition (draft, pending review, published, rejected). */
export function ExhibitionStatusTag({ status, testId }: { status: string; testId?: string }) {
  const { t } = useI18n();
  return (
    <Tag color={colors[status]?.[0] ?? 'default'} style={{ color: colors[status]?.[1] }} data-testid={testId}>
      {t(`exhibitions.status.${status}` as MessageKey)}
    </Tag>
  );
}
