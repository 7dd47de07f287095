import { Tag } from 'antd';
import { useI18n, type MessageKey } from '../../../i18n';

const colors: Record<string, string> = { draft: 'default', pending: 'gold', approved: 'green', rejected: 'red' };

/** The publishing state of an exhibition (draft, pending review, published, rejected). */
export function ExhibitionStatusTag({ status, testId }: { status: string; testId?: string }) {
  const { t } = useI18n();
  return (
    <Tag color={colors[status] ?? 'default'} data-testid={testId}>
      {t(`exhibitions.status.${status}` as MessageKey)}
    </Tag>
  );
}
