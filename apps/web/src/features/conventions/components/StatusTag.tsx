import { Tag, type TagColor } from '../../../components/lite/Content';
import { useI18n } from '../../../i18n';

export type PublishStatus = 'draft' | 'pending' | 'approved' | 'rejected';
const colors: Record<PublishStatus, TagColor> = { draft: 'default', pending: 'blue', approved: 'green', rejected: 'red' };

/** Where an entry is on its way to the public list: draft, in review, published, rejected (plain: antd's tag colours). */
export function PublishTag({ status, testId }: { status: PublishStatus; testId?: string }) {
  const { t } = useI18n();
  return (
    <Tag color={colors[status]} testId={testId} data-status={status}>
      {t(`conventions.status.${status}`)}
    </Tag>
  );
}
